import { tracked, type CcValues } from './flow-model';
import { recordHeading, setRecord, touch, type Projection } from './projection';

/** 知会: a copy of the record sent to readers at a stage (the readflow list's rows). */
export const ccProjection = {
  'cc.sent': (m, e) => {
    const record = recordHeading(m, e);
    // A rebuild keeps the receipts of those who read it already: the row is written once.
    if (!m.ccs.some((c) => c.row.id === e.payload.ccId)) {
      m.ccs.push(
        tracked<CcValues>(
          {
            id: e.payload.ccId,
            ...record.flow,
            stage_key: e.payload.stageKey,
            stage_name: e.payload.stageName,
            candidates: e.payload.candidates,
            create_time: new Date(e.at),
            read_by: null,
            read_name: null,
            read_time: null,
          },
          true,
        ),
      );
    }
    setRecord(m, touch(e));
  },
} satisfies Projection;
