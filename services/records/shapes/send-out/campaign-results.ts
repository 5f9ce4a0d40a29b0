import { PassThrough } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { filedStates, modules, type Lang } from '../../../../catalogue';
import type { Answers } from '../../../../catalogue/questionnaire';
import type { Database } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { AppError, formatTime, todayInShanghai } from '../../../platform/core';
import { openSheet, type SheetWriter } from '../../documents';
import { answerCell, publishedVersion, questionResults, type QuestionResult } from '../questionnaire';
import { isClosed, visibleCampaign } from './campaign-rows';
import { answeredAtOf } from './union-filed';

/** One invitation with its answer, if any: what the results count and the sheets list. */
interface Answered {
  id: string;
  unionId: string | null;
  label: string;
  channels: string[];
  sentAt: Date;
  openedAt: Date | null;
  answeredAt: Date | null;
  reminders: number;
  state: string;
  answers: Answers | null;
  /** Where the counted answers are: the link's response, or the record that took it in and was submitted. */
  source: 'link' | 'record' | null;
}

async function campaignAnswers(db: Kysely<Database>, viewer: SessionUser, module: string, id: string) {
  const campaign = await visibleCampaign(db, viewer, module, id);
  // A call for reports (`withoutQuestions`) pins no set: its unions file records, not answers.
  const version =
    campaign.set_key === null || campaign.version === null
      ? null
      : await publishedVersion(db, viewer.tenantId, campaign.set_key, campaign.version);
  if (campaign.set_key !== null && !version) throw new AppError(404, 'questionSetNotPublished');
  const rows = await db
    .selectFrom('questionnaire_invitation as i')
    .leftJoin('questionnaire_response as r', (j) => j.onRef('r.invitation_id', '=', 'i.id').onRef('r.tenant_id', '=', 'i.tenant_id'))
    // The record that took this response in (its submitted form names it in `answersSource`) and was submitted.
    .leftJoin('record as rec', (j) =>
      j
        .onRef('rec.tenant_id', '=', 'i.tenant_id')
        .onRef('rec.id', '=', 'i.record_id')
        .on('rec.state', 'in', [...filedStates])
        .on(sql<boolean>`rec.submitted_form->'answersSource'->>'responseId' = r.id::text`),
    )
    .select(sql<Answers | null>`rec.submitted_form->'answers'`.as('recordAnswers'))
    .select(answeredAtOf(module).as('answeredAt'))
    .select([
      'i.id',
      'i.union_id',
      'i.label',
      'i.channels',
      'i.sent_at',
      'i.opened_at',
      'i.revoked_at',
      'i.expires_at',
      'i.reminders',
      'r.answers',
    ])
    .where('i.tenant_id', '=', viewer.tenantId)
    .where('i.campaign_id', '=', campaign.id)
    .orderBy('i.id')
    .execute();
  const closed = isClosed(campaign);
  const invitations: Answered[] = rows.map((r) => ({
    id: String(r.id),
    unionId: r.union_id === null ? null : String(r.union_id),
    label: r.label,
    channels: r.channels,
    sentAt: r.sent_at,
    openedAt: r.opened_at,
    answeredAt: r.answeredAt,
    reminders: r.reminders,
    state: r.answeredAt
      ? 'answered'
      : r.revoked_at
        ? 'revoked'
        : closed || r.expires_at.getTime() <= Date.now()
          ? 'expired'
          : r.opened_at
            ? 'opened'
            : 'sent',
    answers: r.recordAnswers ?? (r.answers as Answers | null) ?? null,
    source: r.recordAnswers ? 'record' : r.answers ? 'link' : null,
  }));
  return { campaign, content: version?.content ?? null, invitations };
}

/**
 * A call for reports' filings: each invited union with its record of the call (the module's
 * `campaignField` naming it; the newest live one, as the period keeps one), and when it first
 * submitted it: who filed and who has not.
 */
async function filingsOf(db: Kysely<Database>, tenantId: string, module: string, campaignId: string, invitations: Answered[]) {
  const field = modules[module]?.sendOut?.campaignField;
  const records = field
    ? await db
        .selectFrom('record')
        .select(['id', 'union_id', 'state', 'first_submit_time'])
        .where('tenant_id', '=', tenantId)
        .where('module', '=', module)
        .where('state', '!=', 'removed')
        .where(sql<string>`form->>${field}`, '=', campaignId)
        .orderBy('create_time', 'asc')
        .execute()
    : [];
  const byUnion = new Map(records.map((r) => [String(r.union_id), r]));
  return invitations.map((i) => {
    const record = i.unionId ? byUnion.get(i.unionId) : undefined;
    return {
      invitationId: i.id,
      unionId: i.unionId,
      label: i.label,
      recordId: record ? String(record.id) : null,
      recordState: record?.state ?? null,
      filedAt: formatTime(record?.first_submit_time ?? null),
    };
  });
}

const rateOf = (invitations: Answered[]) => {
  const invited = invitations.length;
  const answered = invitations.filter((i) => i.state === 'answered').length;
  return {
    invited,
    opened: invitations.filter((i) => i.openedAt).length,
    answered,
    expired: invitations.filter((i) => i.state === 'expired' || i.state === 'revoked').length,
    rate: invited ? Math.round((answered / invited) * 1000) / 10 : 0,
  };
};

/**
 * results?campaignId: per question over one answer per invitation, as the questionnaire's results
 * count records, and the campaign's response rate. An invitation whose record took the link's answer
 * in and was submitted counts with the record's submitted answers (the union may have corrected the
 * link's); any other with the link's response.
 */
export async function campaignResults(db: Kysely<Database>, viewer: SessionUser, module: string, id: string) {
  const { campaign, content, invitations } = await campaignAnswers(db, viewer, module, id);
  const response = rateOf(invitations);
  if (!content)
    return {
      id: String(campaign.id),
      title: campaign.title,
      version: null,
      response,
      questions: [],
      filings: await filingsOf(db, viewer.tenantId, module, String(campaign.id), invitations),
    };
  const answered = invitations.filter((i) => i.answers);
  const questions: QuestionResult[] = questionResults(
    content,
    answered.map((i) => ({
      id: i.id,
      module,
      title: i.label,
      unionName: i.label,
      state: 'approved',
      submitTime: i.answeredAt,
      answers: i.answers!,
    })),
  );
  return { id: String(campaign.id), title: campaign.title, version: campaign.version, response, questions };
}

const HEAD = {
  zh: {
    answers: '答卷',
    totals: '统计',
    invitations: '发放情况',
    addressee: '发放对象',
    answeredAt: '答复时间',
    source: '来源',
    link: '链接',
    record: '记录',
    question: '题目',
    item: '选项/项目',
    count: '人数/数值',
    share: '占比(%)',
    channels: '渠道',
    sent: '发送时间',
    opened: '打开时间',
    reminders: '催办次数',
    state: '状态',
    sender: '发放单位',
    exported: '导出日期',
    average: '平均分',
    median: '中位数',
    rows: '行数',
    sum: '合计',
    states: { sent: '已发送', opened: '已打开', answered: '已答复', expired: '已过期', revoked: '已作废' } as Record<string, string>,
  },
  en: {
    answers: 'Answers',
    totals: 'Totals',
    invitations: 'Invitations',
    addressee: 'Addressee',
    answeredAt: 'Answered',
    source: 'Source',
    link: 'Link',
    record: 'Record',
    question: 'Question',
    item: 'Option / item',
    count: 'Count / value',
    share: 'Share (%)',
    channels: 'Channels',
    sent: 'Sent',
    opened: 'Opened',
    reminders: 'Reminders',
    state: 'State',
    sender: 'Sender',
    exported: 'Exported',
    average: 'Average',
    median: 'Median',
    rows: 'Rows',
    sum: 'Sum',
    states: { sent: 'Sent', opened: 'Opened', answered: 'Answered', expired: 'Expired', revoked: 'Revoked' } as Record<string, string>,
  },
};

/** The 统计 sheet's rows of one question: counts and shares, a scale's average, a number's sum, mean and median, a table's row count and column sums. */
function totalRows(q: QuestionResult, h: (typeof HEAD)['zh']): (string | number)[][] {
  const share = (n: number) => (q.answered ? Math.round((n / q.answered) * 1000) / 10 : 0);
  if (q.options) return q.options.map((o) => [q.title, o.label, o.count, share(o.count)]);
  if (q.points)
    return [...q.points.map((p) => [q.title, String(p.value), p.count, share(p.count)]), [q.title, h.average, q.average ?? '', '']];
  if (q.sum !== undefined)
    return [
      [q.title, h.sum, q.sum, ''],
      [q.title, h.average, q.average ?? '', ''],
      [q.title, h.median, q.median ?? '', ''],
    ];
  if (q.columnSums)
    return [[q.title, h.rows, q.rowCount ?? 0, ''], ...q.columnSums.map((c) => [q.title, `${c.label} ${h.sum}`, c.sum, ''])];
  return [[q.title, h.answeredAt, q.answered, '']];
}

/**
 * export?campaignId: the campaign as an .xlsx: 答卷 (one row per answer, one column per question), 统计
 * (per question the counts, shares, averages and sums) and 发放情况 (each invitation and its state),
 * each under title rows naming the campaign, the sender and the day exported.
 */
export async function campaignWorkbook(db: Kysely<Database>, viewer: SessionUser, module: string, id: string, lang: Lang) {
  const { campaign, content, invitations } = await campaignAnswers(db, viewer, module, id);
  const results = (await campaignResults(db, viewer, module, id)).questions;
  const h = HEAD[lang];
  // Written through the portal's one sheet writer (every cell inert to formulas), collected for the answer.
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => out.on('end', resolve).on('error', reject));
  const titled = (sheet: SheetWriter, head: string[]) => {
    sheet.row([campaign.title], { bold: true });
    sheet.row([`${h.sender}: ${viewer.unionName}`, `${h.exported}: ${todayInShanghai()}`]);
    sheet.row(head, { bold: true });
    return sheet;
  };
  const wide = (n: number) => Array.from({ length: n }, () => 22);
  const sentHead = [h.addressee, h.channels, h.sent, h.opened, h.answeredAt, h.reminders, h.state];
  let sent: SheetWriter;
  if (content) {
    const answerHead = [h.addressee, h.answeredAt, h.source, ...content.questions.map((q) => q.title)];
    const answers = titled(await openSheet(out, { title: h.answers, widths: wide(answerHead.length) }), answerHead);
    for (const i of invitations.filter((x) => x.answers))
      answers.row([
        i.label,
        formatTime(i.answeredAt) ?? '',
        i.source === 'record' ? h.record : h.link,
        ...content.questions.map((q) => answerCell(q, i.answers![q.id])),
      ]);
    const totals = titled(answers.nextSheet(h.totals, wide(4)), [h.question, h.item, h.count, h.share]);
    for (const q of results) for (const row of totalRows(q, h)) totals.row(row);
    sent = titled(totals.nextSheet(h.invitations, wide(sentHead.length)), sentHead);
  } else {
    // A call for reports: its invitations alone, a union's filing as its answer.
    sent = titled(await openSheet(out, { title: h.invitations, widths: wide(sentHead.length) }), sentHead);
  }
  for (const i of invitations)
    sent.row([
      i.label,
      i.channels.join('、'),
      formatTime(i.sentAt) ?? '',
      formatTime(i.openedAt) ?? '',
      formatTime(i.answeredAt) ?? '',
      i.reminders,
      h.states[i.state] ?? i.state,
    ]);
  await sent.finish();
  await ended;
  return { campaign, buffer: Buffer.concat(chunks) };
}
