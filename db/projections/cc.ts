import { recordHeading, recordOf, touch, type Projection } from './projection';

/** 知会: a copy of the record sent to readers at a stage (the readflow list's rows). */
export const ccProjection = {
  'cc.sent': async (db, e) => {
    const record = await recordHeading(db, e);
    // A rebuild keeps the receipts of those who read it already: the row is written once.
    await db
      .insertInto('flow_cc')
      .values({
        id: e.payload.ccId,
        tenant_id: e.tenantId,
        process_instance_id: e.processInstanceId,
        record_id: e.recordId,
        module: e.module,
        title: record.title,
        union_name: record.union_name,
        stage_key: e.payload.stageKey,
        stage_name: e.payload.stageName,
        candidates: e.payload.candidates,
        create_time: new Date(e.at),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await recordOf(db, e).set(touch(e)).execute();
  },
} satisfies Projection;
