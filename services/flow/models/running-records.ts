import { sql, type Kysely } from 'kysely';
import { statesWhere } from '../../../catalogue';
import { ALL_TENANTS, withTenant, type Database } from '../../../db';
import { builtInChainOf, carriesBuiltInChain, onBuiltInChain, type VersionRef } from '../plans';

/** The states of a record whose flow still runs (the table's `migrate`): it may be moved, and pins its version. */
const RUNNING_STATES = statesWhere((f) => f.running);

/**
 * Whose records a caller sees on a version: every tenant's on its own version (a federation version
 * runs in the tenants it is shared to), its own on a version shared to it; on its own seeded version,
 * also the records on that built-in chain. The query spans tenants, so it runs in the scope of system
 * work and filters by tenant itself.
 */
function onVersions(db: Kysely<Database>, viewerTenant: string, versions: VersionRef[], builtIn = true) {
  const own = versions.filter((v) => v.tenant_id === viewerTenant).map((v) => v.id);
  const shared = versions.filter((v) => v.tenant_id !== viewerTenant).map((v) => v.id);
  const seeded = builtIn ? versions.filter((v) => carriesBuiltInChain(v, viewerTenant)) : [];
  return db
    .selectFrom('record as r')
    .where('r.state', 'in', RUNNING_STATES)
    .where((eb) =>
      eb.or([
        ...(own.length ? [eb('r.flow_version_id', 'in', own)] : []),
        ...(shared.length ? [eb.and([eb('r.flow_version_id', 'in', shared), eb('r.tenant_id', '=', viewerTenant)])] : []),
        ...seeded.map((v) => onBuiltInChain('r', v.tenant_id, v.model_key)),
        eb.val(false),
      ]),
    );
}

/** How many records run on each of `versions`, as the caller may count them. */
export async function runningCounts(db: Kysely<Database>, viewerTenant: string, versions: VersionRef[]): Promise<Map<string, number>> {
  if (versions.length === 0) return new Map();
  return withTenant(ALL_TENANTS, async () => {
    const rows = await onVersions(db, viewerTenant, versions, false)
      .select(['r.flow_version_id', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('r.flow_version_id')
      .execute();
    const counts = new Map(rows.map((r) => [String(r.flow_version_id), Number(r.n)]));
    // A seeded version also carries the records on its built-in chain: one grouped count of the tenant's records on no version.
    const seeded = new Map(versions.filter((v) => carriesBuiltInChain(v, viewerTenant)).map((v) => [v.model_key, String(v.id)]));
    if (seeded.size === 0) return counts;
    const isChild = sql<boolean>`r.parent_id is not null`;
    const builtIn = await db
      .selectFrom('record as r')
      .where('r.state', 'in', RUNNING_STATES)
      .where('r.flow_version_id', 'is', null)
      .where('r.tenant_id', '=', viewerTenant)
      .select(['r.module', isChild.as('child'), (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy(['r.module', isChild])
      .execute();
    for (const row of builtIn) {
      const id = seeded.get(builtInChainOf(row.module, row.child) ?? '');
      if (id) counts.set(id, (counts.get(id) ?? 0) + Number(row.n));
    }
    return counts;
  });
}

/** A running record on a version, with the stages its open tasks wait at (none for a draft or a returned record). */
export interface RunningRecord {
  id: string;
  tenantId: string;
  module: string;
  processInstanceId: string;
  title: string;
  unionId: string;
  unionName: string;
  state: string;
  openStages: { key: string; name: string }[];
}

/** The records running on `version` the caller may move, oldest first, optionally only `recordIds`. */
export async function runningRecords(
  db: Kysely<Database>,
  viewerTenant: string,
  version: VersionRef,
  recordIds?: string[],
): Promise<RunningRecord[]> {
  return withTenant(ALL_TENANTS, async () => {
    let query = onVersions(db, viewerTenant, [version])
      .select(['r.id', 'r.tenant_id', 'r.module', 'r.process_instance_id', 'r.title', 'r.union_id', 'r.union_name', 'r.state'])
      .orderBy('r.create_time')
      .orderBy('r.id');
    if (recordIds) query = query.where('r.id', 'in', recordIds.length ? recordIds : ['0']);
    const records = await query.execute();
    const pids = records.map((r) => r.process_instance_id);
    const tasks = pids.length
      ? await db
          .selectFrom('flow_task')
          .select(['process_instance_id', 'stage_key', 'stage_name'])
          .where('tenant_id', 'in', [...new Set(records.map((r) => r.tenant_id))])
          .where('process_instance_id', 'in', pids)
          .where('outcome', 'is', null)
          .orderBy('create_time')
          .execute()
      : [];
    return records.map((r) => {
      const open = tasks.filter((t) => t.process_instance_id === r.process_instance_id);
      // A countersign stage has several open tasks: the stage once.
      const stages = [...new Map(open.map((t) => [t.stage_key, { key: t.stage_key, name: t.stage_name }])).values()];
      return {
        id: String(r.id),
        tenantId: r.tenant_id,
        module: r.module,
        processInstanceId: r.process_instance_id,
        title: r.title,
        unionId: String(r.union_id),
        unionName: r.union_name,
        state: r.state,
        openStages: r.state === 'in_review' ? stages : [],
      };
    });
  });
}
