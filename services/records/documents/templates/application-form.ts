import { resolveStep, type FieldDef, type ModuleEntry } from '../../../../catalogue';
import type { DocumentFacts, DocumentRecord } from '../document-record';
import type { Block, DocumentSpec, GridCell } from '../layout';
import { documentStateName } from '../record-state-text';
import { zhText as zh } from '../texts';
import { answersBlocks } from './answers-block';
import { fieldText } from './field-text';
import { applicantBlock, extraOpinionBlocks, nominationBlocks, reviewBlocks } from './signatures';

/** Kinds whose text takes a whole row of the grid. */
const WIDE = new Set<FieldDef['kind']>(['textarea', 'richText']);

/** The fields a stepped record has reached (every step's once it is approved); all of a record of one step. */
function reachedFields(entry: ModuleEntry, record: DocumentRecord, form: Record<string, unknown>): (f: FieldDef) => boolean {
  const steps = entry.steps ?? [];
  const at = steps.findIndex((s) => s.key === record.step);
  if (steps.length === 0 || at < 0 || record.state === 'approved') return () => true;
  const names = new Set(steps.slice(0, at + 1).flatMap((s) => resolveStep(entry, s.key, form)?.fields ?? s.fields));
  return (f) => names.has(f.name);
}

/** A section's fields: runs of plain fields as a grid, each rows field as a table, in the entry's order. */
function fieldBlocks(fields: FieldDef[], form: Record<string, unknown>, facts: DocumentFacts): Block[] {
  const blocks: Block[] = [];
  let cells: GridCell[] = [];
  const flush = () => {
    if (cells.length) blocks.push({ kind: 'grid', cells });
    cells = [];
  };
  for (const f of fields) {
    if (f.kind !== 'rows') {
      cells.push({ label: f.label.zh, value: fieldText(f, form[f.name], facts), wide: WIDE.has(f.kind) });
      continue;
    }
    flush();
    const columns = f.columns ?? [];
    const rows = Array.isArray(form[f.name]) ? (form[f.name] as Record<string, unknown>[]) : [];
    if (rows.length === 0) cells.push({ label: f.label.zh, value: zh('empty') });
    else
      blocks.push({
        kind: 'table',
        caption: f.label.zh,
        header: columns.map((c) => c.label.zh),
        rows: rows.map((row) => columns.map((c) => fieldText(c, row[c.name], facts))),
      });
  }
  flush();
  return blocks;
}

/** The form by its sections, each under its heading; fields outside every named section last, under none. */
function formBlocks(entry: ModuleEntry, record: DocumentRecord, form: Record<string, unknown>, facts: DocumentFacts): Block[] {
  const reached = reachedFields(entry, record, form);
  const named = new Set((entry.sections ?? []).map((s) => s.key));
  const groups = [...(entry.sections ?? []), { key: undefined, title: { zh: '', en: '' } }];
  return groups.flatMap((section) => {
    const inGroup = (f: FieldDef) =>
      section.key === undefined ? f.section === undefined || !named.has(f.section) : f.section === section.key;
    const fields = entry.fields.filter((f) => inGroup(f) && f.kind !== 'attachments' && reached(f));
    if (fields.length === 0) return [];
    const body = fieldBlocks(fields, form, facts);
    return section.title.zh ? [{ kind: 'heading' as const, text: section.title.zh }, ...body] : body;
  });
}

/** The title a module's records print under: its paper form's name, else its own. */
export const paperTitle = (entry: ModuleEntry): string => entry.document?.title?.zh ?? entry.title.zh;

/**
 * The default template, for every module: the paper form's title, the record's number, state and
 * submission, the form's sections as bordered grids (tables for rows fields), the attachments by
 * name, the applicant's block to sign and seal, then each step's review blocks (the stages still
 * waiting printed empty). A nomination (`document.nomination`) has the nominee's photo above the
 * form and the blocks signed by hand (本人签字, 所在单位意见, 上级工会意见) before the applicant's; so
 * do the blocks another party fills by hand (`document.extraBlocks`: survey1's 企业意见), those marked
 * `at: 'end'` after the reviews (field4material's 签收). A
 * questionnaire module prints its answers after the form (`answersBlocks`).
 */
export function applicationForm(
  entry: ModuleEntry,
  record: DocumentRecord,
  form: Record<string, unknown>,
  attachmentNames: readonly string[],
  facts: DocumentFacts,
): DocumentSpec {
  const title = paperTitle(entry);
  const state = documentStateName(entry, { ...record, form }, 'zh');
  const nomination = entry.document?.nomination;
  const blocks: Block[] = [
    { kind: 'title', text: title },
    { kind: 'line', text: `${zh('number', record.id)}\u3000\u3000${zh('state', state)}` },
    {
      kind: 'line',
      text: `${zh('applicantUnion', record.unionName)}\u3000\u3000${zh('submitted', record.submitTime ?? zh('notSubmitted'))}`,
    },
    ...(nomination ? [{ kind: 'photo' as const, caption: zh('photo'), image: facts.photo ?? null }] : []),
    ...formBlocks(entry, record, form, facts),
    ...answersBlocks(form, facts.questionnaire),
    ...(attachmentNames.length
      ? [
          { kind: 'heading' as const, text: zh('attachments') },
          ...attachmentNames.map((name) => ({ kind: 'line' as const, text: `· ${name}` })),
        ]
      : []),
    ...(nomination ? nominationBlocks() : []),
    ...extraOpinionBlocks(entry),
    applicantBlock(record, facts),
    ...reviewBlocks(entry, facts, form),
    ...extraOpinionBlocks(entry, 'end'),
  ];
  return {
    title: `${title} ${record.id}`,
    header: zh('runningHeader', { title, union: record.unionName, id: record.id }),
    footer: (page, pages) => zh('pageOf', { page, pages }),
    blocks,
  };
}
