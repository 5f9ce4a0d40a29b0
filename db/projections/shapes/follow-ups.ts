import { tracked, type FollowUpValues } from '../flow-model';
import { setRecord, touch, type Projection } from '../projection';

/** The `followUps` shape's event: a row after approval, with the case's state after it as the event says. */
export const followUpsProjection = {
  'followUp.added': (m, e) => {
    const p = e.payload;
    m.followUps.push(
      tracked<FollowUpValues>(
        {
          id: p.id,
          tenant_id: e.tenantId,
          process_instance_id: e.processInstanceId,
          record_id: e.recordId,
          module: e.module,
          seq: e.seq,
          kind: p.kind,
          day: p.date,
          amount: p.amount === null ? null : String(p.amount),
          outcome: p.outcome,
          note: p.note,
          files: p.files,
          corrects: p.corrects,
          member: p.member ?? null,
          writer: p.writer,
          actor_id: e.actor.id,
          actor_name: e.actor.name,
          actor_union: e.actor.union,
          create_time: new Date(e.at),
          case_state: p.caseState,
          next_due_kind: p.nextDue?.kind ?? null,
          next_due_day: p.nextDue?.day ?? null,
        },
        true,
      ),
    );
    setRecord(m, touch(e));
  },
} satisfies Projection;
