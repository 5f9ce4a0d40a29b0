import { sql, type Kysely } from 'kysely';

/** The open step of a stepped record (organ1Detail, organ5, the file phase of setup2 and setup3); '' for one step. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table record add column step text not null default ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table record drop column step`.execute(db);
}
