// One step before the portal's processes start: migrate the portal's database and seed it (as the API
// entry does at each start), once, so two API processes do not race to seed an empty database.
// Reads the same environment as the API (DATABASE_URL, CLIENT_SECRET, DEMO_PASSWORD, SEED_DEMO).
import { createDb, migrateToLatest, seed } from '../../db';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const db = createDb(url, { max: 2 });
try {
  await migrateToLatest(db);
  await seed(db, {
    demoPassword: process.env.DEMO_PASSWORD ?? '',
    clientSecret: process.env.CLIENT_SECRET ?? '',
    demo: process.env.SEED_DEMO === 'true',
  });
  console.log('portal database migrated and seeded');
} finally {
  await db.destroy();
}
