import type { Kysely } from 'kysely';
import type { FieldError, Lang, ModuleEntry } from '../../../../catalogue';
import { checkAnswers, questionMessage, type Answers } from '../../../../catalogue/questionnaire';
import type { Database } from '../../../../db';
import { publishedVersion } from './question-sets';

/** The questionnaire part of a form: the pinned version and the answers, as the record keeps them. */
export interface QuestionnaireValue {
  questionSetVersion: number | null;
  answers: Answers;
}

function versionOf(raw: unknown): number | null | 'invalid' {
  if (raw === undefined || raw === null || raw === '') return null;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : 'invalid';
}

/**
 * Checks the questionnaire part of a form of a module with `questionnaire`: the pinned version must
 * be a published version of the module's set (a later version never re-checks a record that pinned
 * an earlier one, since each record names its own), and the answers must fit its questions; `submit`
 * also wants every required question answered. Errors name `questionSetVersion` or
 * `answers.<questionId>`. Nothing to check for other modules.
 */
export async function checkQuestionnaire(
  db: Kysely<Database>,
  tenantId: string,
  entry: ModuleEntry,
  form: Record<string, unknown>,
  mode: 'draft' | 'submit',
  lang: Lang,
): Promise<FieldError[]> {
  return (await checkQuestionnaireValue(db, tenantId, entry, form, mode, lang)).errors;
}

/** `checkQuestionnaire` with the normalised value the record should keep. */
export async function checkQuestionnaireValue(
  db: Kysely<Database>,
  tenantId: string,
  entry: ModuleEntry,
  form: Record<string, unknown>,
  mode: 'draft' | 'submit',
  lang: Lang,
): Promise<{ errors: FieldError[]; value: QuestionnaireValue }> {
  const empty: QuestionnaireValue = { questionSetVersion: null, answers: {} };
  if (!entry.questionnaire) return { errors: [], value: empty };
  const version = versionOf(form.questionSetVersion);
  const versionError = (rule: string, detail?: string | number): FieldError => ({
    field: 'questionSetVersion',
    rule,
    message: questionMessage(rule, lang, '', detail),
  });
  if (version === 'invalid') return { errors: [versionError('notPublished', String(form.questionSetVersion))], value: empty };
  const answered =
    form.answers !== undefined && form.answers !== null && !(typeof form.answers === 'object' && Object.keys(form.answers).length === 0);
  if (version === null) {
    // A draft may be saved before the questionnaire is opened; a submission needs its version.
    return { errors: mode === 'submit' || answered ? [versionError('version')] : [], value: empty };
  }
  const published = await publishedVersion(db, tenantId, entry.questionnaire.setKey, version);
  if (!published) return { errors: [versionError('notPublished', version)], value: empty };
  const checked = checkAnswers(published.content.questions, form.answers, mode, lang);
  return { errors: checked.errors, value: { questionSetVersion: version, answers: checked.value } };
}
