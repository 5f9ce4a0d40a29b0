import { planMigration, stageNodes, type FlowGraph, type Lang, type PinnedFlow } from '../../../catalogue';
import { PLATFORM_TENANT_ID, type FlowModelVersionRow } from '../../../db';
import { AppError, badRequest } from '../../platform/core';
import type { RunningRecord } from './running-records';

/** A version as a running flow pins it. */
export const pinOf = (v: FlowModelVersionRow): PinnedFlow => ({
  modelKey: v.model_key,
  versionId: String(v.id),
  version: v.version,
  graph: v.graph,
});

/**
 * Checks a migration's two versions and chosen targets: two versions of one model, the target not
 * suspended, each chosen target a stage of the new version (400 naming `targets.<stage>`).
 */
export function checkMigration(from: FlowModelVersionRow, to: FlowModelVersionRow, targets: Record<string, string>): void {
  if (String(from.id) === String(to.id)) throw badRequest('toVersionId', 'different', 'flowVersionSame');
  if (from.model_key !== to.model_key) {
    throw badRequest('toVersionId', 'sameModel', 'flowVersionOtherModel', { from: from.model_key, to: to.model_key });
  }
  if (to.suspended) throw new AppError(409, 'flowVersionSuspended', { version: String(to.version) }, { version: to.version });
  const stages = new Set(stageNodes(to.graph).map((s) => s.id));
  for (const [key, target] of Object.entries(targets)) {
    if (!stages.has(target)) throw badRequest(`targets.${key}`, 'stage', 'flowTargetUnknown', { target: target.slice(0, 100) });
  }
}

/** Whether the new version is one the record's tenant may run: its own, or the federation's shared to it. */
export const runsIn = (to: FlowModelVersionRow, tenantId: string): boolean =>
  to.tenant_id === tenantId || (to.tenant_id === PLATFORM_TENANT_ID && to.tenant_ids.includes(tenantId));

/** Where each open stage of a record goes: old stage key → new stage id (none for a draft or a returned record). */
export function movesOf(record: RunningRecord, from: FlowGraph, to: FlowGraph, targets: Record<string, string>) {
  return planMigration(
    from,
    to,
    record.openStages.map((s) => s.key),
    targets,
  ).moves;
}

const nameIn = (graph: FlowGraph, id: string, lang: Lang): string | undefined => {
  const node = graph.nodes.find((n) => n.id === id);
  return node && 'name' in node && node.name ? node.name[lang] : undefined;
};

/** The dry run's summary: the records at each open stage and where they go, and each record's move. */
export function migrationSummary(records: RunningRecord[], from: FlowGraph, to: FlowGraph, targets: Record<string, string>, lang: Lang) {
  const stages = new Map<string, { stageKey: string; stageName: string; count: number; exists: boolean; to: string; toName: string }>();
  const rows: { recordId: string; processInstanceId: string; title: string; unionName: string; stageKey: string; to: string }[] = [];
  const row = (r: RunningRecord, stageKey: string, target: string) =>
    rows.push({ recordId: r.id, processInstanceId: r.processInstanceId, title: r.title, unionName: r.unionName, stageKey, to: target });
  for (const r of records) {
    const moves = movesOf(r, from, to, targets);
    if (moves.length === 0) {
      // Not in review (a draft, a returned record): it moves to the new version and starts from its first stage when sent.
      const group = stages.get('') ?? {
        stageKey: '',
        stageName: lang === 'en' ? 'Not in review' : '未在审核中',
        count: 0,
        exists: true,
        to: '',
        toName: '',
      };
      stages.set('', { ...group, count: group.count + 1 });
      row(r, '', '');
      continue;
    }
    for (const m of moves) {
      const name = nameIn(from, m.from, lang) ?? r.openStages.find((s) => s.key === m.from)?.name ?? m.from;
      const group = stages.get(m.from) ?? {
        stageKey: m.from,
        stageName: name,
        count: 0,
        exists: m.exists,
        to: m.to,
        toName: nameIn(to, m.to, lang) ?? m.to,
      };
      stages.set(m.from, { ...group, count: group.count + 1 });
      row(r, m.from, m.to);
    }
  }
  return { total: records.length, stages: [...stages.values()], records: rows };
}
