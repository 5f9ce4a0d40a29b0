import type { Kysely } from 'kysely';
import type { Lang } from '../../../catalogue';
import type { Database } from '../../../db';
import { formatTime, message } from '../../platform/core';
import { renderDocument, type DocumentSpec } from '../documents';
import { publicityById } from './publicity-facts';
import { publicityDetail } from './publicity-views';

/** A day of the notice (2027年3月1日) from `yyyy-MM-dd`. */
function noticeDay(day: string, lang: Lang) {
  const [y, mm, dd] = day.split('-') as [string, string, string];
  return message('noticeDay', lang, { y, m: String(Number(mm)), d: String(Number(dd)), mm, dd });
}

/**
 * The 公示 notice as the federation prints and posts it (template `publicityNotice`,
 * docs/forms/group-a-model-workers.md "The publicity notice"): the title, the notice text with the
 * number of nominees, the period in working days, where objections go and the contact, the list
 * with each nominee's public fields only (序号, 姓名/名称, 性别, 工作单位, 职务/岗位, 人员类别, 简要事迹:
 * never an ID number or mobile), and the federation's seal with the day it was opened.
 */
export async function publicityNoticeSpec(db: Kysely<Database>, tenantId: string, id: string, lang: Lang): Promise<DocumentSpec> {
  // An unknown publicity is a 404 before anything else is read.
  const opened = await publicityById(db, tenantId, id);
  const [p, tenant] = await Promise.all([
    publicityDetail(db, tenantId, id, lang),
    db.selectFrom('tenant').select('name').where('tenant_id', '=', tenantId).executeTakeFirst(),
  ]);
  const union = tenant?.name ?? '';
  const contact = [
    message('noticeContact', lang, { phone: p.contactPhone }),
    ...(p.contactEmail ? [message('noticeEmail', lang, { email: p.contactEmail })] : []),
  ].join('　');
  return {
    title: p.title,
    header: `${union} ${p.title}`,
    blocks: [
      { kind: 'title', text: p.title },
      { kind: 'paragraph', indent: true, text: message('noticeIntro', lang, { count: String(p.records.length) }) },
      {
        kind: 'paragraph',
        indent: true,
        text: message('noticePeriod', lang, {
          start: noticeDay(p.startDate, lang),
          end: noticeDay(p.endDate, lang),
          days: String(p.workingDays),
        }),
      },
      { kind: 'paragraph', indent: true, text: message('noticeObjections', lang, { union }) },
      ...(p.note ? [{ kind: 'paragraph' as const, indent: true, text: p.note }] : []),
      { kind: 'paragraph', indent: true, text: contact },
      {
        kind: 'table',
        caption: message('noticeList', lang),
        header: message('noticeColumns', lang).split('|'),
        rows: p.records.map((r, i) => [
          String(i + 1),
          r.name,
          r.sex ?? '',
          r.unitName ?? '',
          r.post ?? '',
          r.category ?? '',
          r.summary ?? '',
        ]),
      },
      {
        kind: 'signature',
        lines: [
          ['', message('noticeSeal', lang, { union })],
          ['', noticeDay(formatTime(opened.create_time)!.slice(0, 10), lang)],
        ],
      },
    ],
  };
}

/** The notice's PDF bytes (pdfkit with the embedded CJK font, as every printout). */
export async function publicityNoticePdf(db: Kysely<Database>, tenantId: string, id: string, lang: Lang): Promise<Buffer> {
  return renderDocument(await publicityNoticeSpec(db, tenantId, id, lang));
}
