import type { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import { beijingDate, maskIdCard, type FollowUpsDef, type Lang, type ModuleEntry } from '../../../../catalogue';
import type { Database } from '../../../../db';
import type { SessionUser } from '../../../identity/auth';
import { formatTime } from '../../../platform/core';
import { docText, followRowOf, followStateText, followUpsPay, openSheet, type SheetCell } from '../../documents';
import { recordView, seenRows, visibleTo } from '../../engine';

/** Cases read per query while the sheet is written. */
const BATCH = 200;
const YUAN = '#,##0.00';

/**
 * `followUpsExport`: every approved case of the module the caller sees, in the order they were
 * approved, each of its follow-up rows a line under the case's number, union, title and state (a case
 * without rows one line of its own). A row's note is private (the design's personal data) and stays
 * out; its member row's ID number is masked; its files are counted. Written batch by batch, as the 台账 is.
 */
export async function writeFollowUpsSheet(
  out: Writable,
  db: Kysely<Database>,
  viewer: SessionUser,
  entry: ModuleEntry,
  def: FollowUpsDef,
  lang: Lang,
): Promise<void> {
  const t = (key: Parameters<typeof docText>[0]) => docText(key, lang);
  const pays = followUpsPay(def);
  // A module whose rows name a member row (rights1) shows it masked, as its 台账 masks personal data.
  const names = def.members !== undefined;
  const headers = [
    t('serial'),
    t('recordId'),
    t('union'),
    entry.title[lang],
    t('approvedOn'),
    t('followState'),
    t('followKind'),
    t('followDay'),
    ...(pays ? [docText('yuan', lang, { label: t('followAmount') })] : []),
    ...(names ? [t('followMember')] : []),
    t('followOutcome'),
    t('followFiles'),
    t('followCorrects'),
    t('followWriter'),
    t('followRecordedAt'),
  ];
  const widths = [6, 20, 28, 28, 12, 26, 12, 12, ...(pays ? [14] : []), ...(names ? [20] : []), 14, 8, 20, 24, 20];
  const sheet = await openSheet(out, {
    title: docText('followRowsTitle', lang, { title: entry.title[lang] }),
    widths,
    formats: [undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, ...(pays ? [YUAN] : [])],
    frozenRows: 2,
  });
  sheet.titleRow(docText('followRowsTitle', lang, { title: entry.title[lang] }));
  sheet.header(headers.map((header, i) => ({ header, width: widths[i]! })));
  const today = beijingDate(Date.now());
  let line = 0;
  for (let offset = 0; ; offset += BATCH) {
    const cases = await db
      .selectFrom('record')
      .selectAll('record')
      .where(visibleTo(viewer))
      .where('record.module', '=', entry.key)
      .where('record.parent_id', 'is', null)
      .where('record.state', '=', 'approved')
      .orderBy('record.end_time')
      .orderBy('record.id')
      .limit(BATCH)
      .offset(offset)
      .execute();
    if (cases.length === 0) break;
    const seen = await seenRows(db, viewer, cases, lang);
    const rows = await db
      .selectFrom('record_follow_up')
      .selectAll()
      .where(
        'record_id',
        'in',
        cases.map((c) => c.id),
      )
      .orderBy('seq')
      .execute();
    for (const record of seen) {
      const own = rows.filter((r) => r.record_id === record.id);
      const approvedOn = beijingDate(record.end_time ?? record.update_time);
      const caseCells: SheetCell[] = [
        record.id,
        record.union_name,
        recordView(record, lang).title,
        approvedOn,
        followStateText(def, own.map(followRowOf), approvedOn, lang, today),
      ];
      const lines: SheetCell[][] = own.length
        ? own.map((r) => [
            def.kinds[r.kind]?.label[lang] ?? r.kind,
            r.day,
            ...(pays ? [r.amount === null ? null : Number(r.amount) / 100] : []),
            ...(names ? [r.member ? maskIdCard(r.member) : null] : []),
            r.outcome,
            r.files.length,
            r.corrects,
            r.actor_union,
            formatTime(r.create_time),
          ])
        : [[]];
      for (const cells of lines) sheet.row([++line, ...caseCells, ...cells]);
    }
    if (cases.length < BATCH) break;
  }
  await sheet.finish();
}
