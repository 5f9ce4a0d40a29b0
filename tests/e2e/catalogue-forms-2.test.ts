// Shard 2 of the catalogue-wide form test: tests/e2e/catalogue-forms.ts.
import { catalogueFormsShard } from './catalogue-forms';

catalogueFormsShard(2);
