import { Type } from '@sinclair/typebox';
import { modules } from '../../../catalogue';
import { IdString } from '../../platform/core';

/** The leave module's entry (catalogue/modules/leave.ts): the desk calls serve its records. */
export const leaveEntry = modules.leave!;

/**
 * The start-process body: the leave form's fields and nothing else (an `id` would name an existing
 * record). Fastify checks the shape; the catalogue (validateForm) checks the rules and answers each
 * broken one with its field's label: the dictionary key, the dates' order, the days against the dates.
 */
export const StartProcessBody = Type.Object(
  {
    leaveType: Type.String({ maxLength: 20, description: 'Kind of leave: a key of the dictionary `leave_type` (1 事假 … 8 探亲假)' }),
    startTime: Type.String({ maxLength: 20, description: 'First day, yyyy-MM-dd' }),
    endTime: Type.String({ maxLength: 20, description: 'Last day, yyyy-MM-dd' }),
    days: Type.Integer({ description: 'Days of leave: at least 1, at most the days from the first to the last day' }),
    reason: Type.String({ maxLength: 2000, description: 'Reason (事由)' }),
    handover: Type.Optional(Type.String({ maxLength: 200, description: 'Who takes over the work (工作交接人)' })),
    mobile: Type.Optional(Type.String({ maxLength: 40, description: 'Mobile number during the leave (联系电话)' })),
  },
  { additionalProperties: false, examples: [leaveEntry.example] },
);

export const StartedLeave = Type.Object({
  businessId: Type.String({ description: 'The leave record’s id' }),
  processInstanceId: Type.String({ description: 'Its flow (the Temporal workflow id)' }),
});

export const LeaveDetailQuery = Type.Object({ businessId: IdString }, { additionalProperties: false });
