import type { FieldDef, I18nText } from '../types';
import { field, required } from './group-b-parts';

/**
 * The read-only field naming the campaign a union's record answers (`sendOut.campaignField`: finance6's
 * survey, finance7's call for reports): the campaign's id, `means` what its pattern asks for, filled in
 * when the form is opened from the campaign's message (`from`).
 */
export const campaignIdField = (name: string, zh: string, en: string, o: { section: string; means: I18nText; from: I18nText }): FieldDef =>
  field(name, 'text', zh, en, [required, { rule: 'pattern', value: '^\\d{1,19}$', means: o.means }], {
    section: o.section,
    readOnly: true,
    help: { zh: `从${o.from.zh}进入时自动填写`, en: `Filled in when the form is opened from ${o.from.en}` },
  });
