import { sql, type Kysely } from 'kysely';

/**
 * A round's remaining settings (docs/forms/group-a-advance.md and group-a-model-workers.md, "The
 * round"): the deadline of the higher unions' summaries, the structure shares of a higher union's
 * places (一线职工 at least, 单位负责人 at most; 0 is no rule) and the call's text.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table selection_round
    add column summary_deadline timestamptz,
    add column frontline_min_percent integer not null default 0 check (frontline_min_percent between 0 and 100),
    add column leader_max_percent integer not null default 0 check (leader_max_percent between 0 and 100),
    add column notice_text text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table selection_round
    drop column summary_deadline,
    drop column frontline_min_percent,
    drop column leader_max_percent,
    drop column notice_text`.execute(db);
}
