import { sql, type Kysely } from 'kysely';

/**
 * Disabling or removing an account revokes its sessions for good (issue 8, item 13): before, a
 * session only counted as ended while the account was disabled, so re-enabling it revived them.
 * A trigger, so that every path that disables an account (administrator, main account, tenant
 * removal) revokes, in the same transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table auth_session drop constraint if exists auth_session_revoke_reason_check`.execute(db);
  await sql`
    alter table auth_session add constraint auth_session_revoke_reason_check
      check (revoke_reason in ('logout', 'refresh_replay', 'admin', 'disabled'))`.execute(db);
  await sql`
    create function revoke_sessions_of_disabled_account() returns trigger language plpgsql as $$
    begin
      if (new.status <> 1 or new.is_deleted) and not (old.status <> 1 or old.is_deleted) then
        update auth_session set revoke_time = now(), revoke_reason = 'disabled'
          where tenant_id = new.tenant_id and user_id = new.id and revoke_time is null;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger app_user_disable_revokes_sessions
      after update of status, is_deleted on app_user
      for each row execute function revoke_sessions_of_disabled_account()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger app_user_disable_revokes_sessions on app_user`.execute(db);
  await sql`drop function revoke_sessions_of_disabled_account()`.execute(db);
  await sql`alter table auth_session drop constraint auth_session_revoke_reason_check`.execute(db);
  await sql`
    alter table auth_session add constraint auth_session_revoke_reason_check
      check (revoke_reason in ('logout', 'refresh_replay', 'admin'))`.execute(db);
}
