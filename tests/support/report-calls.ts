// A campaign to unions as the tests send it: the applicant's higher union sends the module's
// questionnaire (`version`), or its call for reports (`sendOut.withoutQuestions`, finance7's 决算通知),
// to the applicant's union, about the year the form reports.
import type { FastifyInstance } from 'fastify';
import type { ModuleEntry } from '../../catalogue';
import { withTenant } from '../../db';
import { login, type ApiSession } from './api-client';
import { withRequiredUploads } from './required-uploads';
import { stackParties, type StackParties } from './stack-parties';

/** A Beijing day `days` from today (yyyy-MM-dd). */
export const beijingDayIn = (days: number) => new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The applicant's union and its higher union's first account (by its account when named, else by the session's token subject). */
async function unionsOf(app: FastifyInstance, applicant: ApiSession, account?: string) {
  const claims = JSON.parse(Buffer.from(applicant.token.split('.')[1]!, 'base64url').toString()) as { sub: string; tid: string };
  // The app's connection reads within a tenant (row-level security): the session's.
  return withTenant(claims.tid, () => unionsIn(app, claims.sub, account));
}

async function unionsIn(app: FastifyInstance, sub: string, account?: string) {
  const union = await app.db
    .selectFrom('app_user as a')
    .innerJoin('union_org as u', (j) => j.onRef('u.id', '=', 'a.union_id').onRef('u.tenant_id', '=', 'a.tenant_id'))
    .select(['u.id', 'u.parent_id'])
    .where((eb) => (account === undefined ? eb('a.id', '=', sub) : eb('a.account', '=', account)))
    .executeTakeFirstOrThrow();
  const higher = await app.db
    .selectFrom('app_user')
    .select('account')
    .where('union_id', '=', union.parent_id!)
    .orderBy('account')
    .executeTakeFirstOrThrow();
  return { unionId: String(union.id), higherAccount: higher.account };
}

/**
 * The sender of the campaign tests and the union it invites, on the file's stack: launion1, of
 * 中关村街道工会联合会 (1100), sends and reviews; corp1, of the union 1101 below it, files its record.
 */
export type CampaignParties = StackParties<'launion1' | 'corp1'>;

/** Starts the stack and logs the sender and the union it invites in before the file's tests, and stops it after them. */
export const campaignParties = (): CampaignParties => stackParties(['launion1', 'corp1']);

/** What `campaign/send` is given besides the audience (`unions`) and, unless named, the deadline. */
export interface CampaignToSend {
  title: string;
  unionIds: string[];
  /** The published version pinned; none for a call for reports. */
  version?: number;
  /** The year asked about; the module's default when absent. */
  year?: number;
  sms?: boolean;
  /** A Beijing day; two weeks on when absent. */
  deadline?: string;
}

/** `sender` sends the module's campaign to the unions named (`campaign/send`): the campaign's id. */
export async function sendCampaign(sender: ApiSession, entry: ModuleEntry, campaign: CampaignToSend): Promise<string> {
  const sent = await sender.post(`/api/blade-crop/crop/${entry.key}/campaign/send`, {
    deadline: beijingDayIn(14),
    audience: 'unions',
    ...campaign,
  });
  if (sent.status !== 200) throw new Error(`${entry.key}: the campaign was not sent: ${JSON.stringify(sent.body)}`);
  return sent.body.data.id as string;
}

/**
 * The module's example as `applicant`'s record of campaign `campaignId` (its `sendOut.campaignField`),
 * with `extra`, its required files uploaded under the record: the form to save or submit, with its id.
 */
export async function exampleOfCampaign(
  app: FastifyInstance,
  applicant: ApiSession,
  entry: ModuleEntry,
  campaignId: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const field = entry.sendOut!.campaignField!;
  const { id, form } = await withRequiredUploads(app, applicant, entry, { ...entry.example, [field]: campaignId, ...extra });
  return { ...form, id };
}

/**
 * The applicant's higher union sends the module's campaign to the applicant's union: its published
 * `version` (none for a call for reports), about `year` when given (the module's default otherwise),
 * under `title`. The campaign's id.
 */
export async function campaignSentTo(
  app: FastifyInstance,
  applicant: ApiSession,
  entry: ModuleEntry,
  opts: { version?: number; year?: number; title?: string; account?: string } = {},
): Promise<string> {
  const { unionId, higherAccount } = await unionsOf(app, applicant, opts.account);
  return sendCampaign(await login(app, higherAccount), entry, {
    title: opts.title ?? `${entry.title.zh}（${Date.now()}）`,
    ...(opts.version === undefined ? {} : { version: opts.version }),
    deadline: beijingDayIn(10),
    unionIds: [unionId],
    sms: false,
    ...(opts.year === undefined ? {} : { year: opts.year }),
  });
}

/**
 * `form` of a module filed to a call for reports with the example's placeholder call (`sid` 30002)
 * made real: a call sent to the applicant's union for the form's year. Any other call is kept.
 */
export async function withCallOfItsOwn(app: FastifyInstance, applicant: ApiSession, entry: ModuleEntry, form: Record<string, unknown>) {
  const def = entry.sendOut;
  const field = def?.campaignField;
  if (!def?.withoutQuestions || !field || form[field] !== entry.example[field]) return form;
  const year = def.yearField && typeof form[def.yearField] === 'number' ? (form[def.yearField] as number) : undefined;
  return { ...form, [field]: await campaignSentTo(app, applicant, entry, { ...(year === undefined ? {} : { year }) }) };
}
