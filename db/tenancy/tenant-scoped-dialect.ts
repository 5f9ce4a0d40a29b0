import {
  CompiledQuery,
  PostgresDialect,
  type DatabaseConnection,
  type Driver,
  type PostgresDialectConfig,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';
import { currentTenant } from './tenant-scope';

/** The database role the portal's queries run as, so row-level security applies even to a superuser login. */
export const APP_ROLE = 'union_portal_app';

/**
 * Hands out connections that carry the current tenant. The setting is sent only when a pooled
 * connection last served another tenant, so a request usually pays nothing for it.
 */
class TenantScopedDriver implements Driver {
  private readonly applied = new WeakMap<DatabaseConnection, string>();

  constructor(
    private readonly inner: Driver,
    private readonly appRole: boolean,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    const tenant = currentTenant();
    const last = this.applied.get(connection);
    if (last === undefined && this.appRole) {
      // Take the app role when this login may; a login that is not a member keeps its own role.
      await connection.executeQuery(
        CompiledQuery.raw(
          `select set_config('role', case when pg_has_role(session_user, $1, 'member') then $1 else current_user end, false)`,
          [APP_ROLE],
        ),
      );
    }
    if (last !== tenant) {
      await connection.executeQuery(CompiledQuery.raw(`select set_config('app.tenant_id', $1, false)`, [tenant]));
      this.applied.set(connection, tenant);
    }
    return connection;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint?.(connection, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint?.(connection, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint?.(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** Postgres with every connection scoped to the current tenant (and, with `appRole`, to the app role). */
export class TenantScopedPostgresDialect extends PostgresDialect {
  constructor(
    config: PostgresDialectConfig,
    private readonly appRole: boolean,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new TenantScopedDriver(super.createDriver(), this.appRole);
  }
}
