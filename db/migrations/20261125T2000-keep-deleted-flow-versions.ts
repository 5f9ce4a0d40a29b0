import { sql, type Kysely } from 'kysely';
import { frozenVersionFunction } from './20261125T1010-create-flow-model-tables';

/**
 * A deleted deployment is kept, marked `deleted_time`: it starts no record and leaves the lists, but
 * its graph stays for the records that ran on it (their progress reads it), its number is never given
 * again, and a record that pinned it in the moment before the delete (its read model not yet written)
 * still walks and shows a version that exists. The frozen-row trigger lets a deletion through once
 * and nothing after it; rows are never removed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table flow_model_version add column deleted_time timestamptz`.execute(db);
  await sql`alter table flow_model_version add column deleted_by bigint`.execute(db);
  await sql`
    create or replace function flow_model_version_frozen() returns trigger language plpgsql as $$
    begin
      if old.deleted_time is not null then
        raise exception 'flow model version % is deleted and cannot change', old.id using errcode = 'check_violation';
      end if;
      if (to_jsonb(new) - 'suspended' - 'deleted_time' - 'deleted_by')
         is distinct from (to_jsonb(old) - 'suspended' - 'deleted_time' - 'deleted_by') then
        raise exception 'flow model version % is deployed and cannot change (only suspended may)', old.id using errcode = 'check_violation';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create function flow_model_version_kept() returns trigger language plpgsql as $$
    begin
      raise exception 'flow model version % is kept for the records that ran on it (delete marks deleted_time)', old.id
        using errcode = 'check_violation';
    end $$`.execute(db);
  await sql`
    create trigger flow_model_version_kept before delete on flow_model_version
    for each row execute function flow_model_version_kept()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists flow_model_version_kept on flow_model_version`.execute(db);
  await sql`drop function if exists flow_model_version_kept()`.execute(db);
  await frozenVersionFunction.execute(db);
  await sql`alter table flow_model_version drop column deleted_by`.execute(db);
  await sql`alter table flow_model_version drop column deleted_time`.execute(db);
}
