import { sql, type Kysely } from 'kysely';

/** The term (第N届) each committee member was elected for; null for the entries before (their forms did not say). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table union_officer add column term_no integer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table union_officer drop column term_no`.execute(db);
}
