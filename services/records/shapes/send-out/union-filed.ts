import { sql, type RawBuilder } from 'kysely';
import { filedStates, modules } from '../../../../catalogue';

/**
 * When the invitation `i` (the query's alias of `questionnaire_invitation`) was answered, null while
 * it is not: what the sender's counts, list, results and reminders and the invited union's view read.
 *
 * A union invited to a campaign of a module its unions answer with a record (`sendOut.campaignField`:
 * finance6's survey, finance7's call for reports, field3ques) has answered while its record of the
 * campaign stands filed (`filedStates`: in review, returned or approved), at the record's last
 * submission: read from the records, never kept beside them, so a report withdrawn to a draft,
 * removed, cancelled or declined counts as not filed again, and a resubmitted one once. A link's
 * answer is what the union takes into that record, not its filing. Any other invitation (a mobile, a
 * record's contact) is answered by its link (`answered_at`).
 */
export function answeredAtOf(module: string): RawBuilder<Date | null> {
  const field = modules[module]?.sendOut?.campaignField;
  if (!field) return sql<Date | null>`i.answered_at`;
  return sql<Date | null>`case when i.union_id is null then i.answered_at else (
    select max(filed.submit_time) from record filed
     where filed.tenant_id = i.tenant_id and filed.module = ${module} and filed.union_id = i.union_id
       and filed.form->>${field} = i.campaign_id::text and filed.state in (${sql.join([...filedStates])})) end`;
}
