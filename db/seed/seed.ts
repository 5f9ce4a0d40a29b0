import type { Kysely } from 'kysely';
import { clientPasswordDigest, hashPassword } from '../accounts/password-hash';
import type { Database } from '../database';
import { ALL_TENANTS, withTenant } from '../tenancy/tenant-scope';
import { demoAccounts, demoUnions, unionPaths } from './demo-organisation';
import { seedDemoCoveredEnterprises } from './demo-covered-enterprises';
import { seedDemoRounds } from './demo-rounds';
import { seedDemoYearSettings } from './demo-year-settings';
import { seedWorkCalendar } from './work-calendar';
import { seedDictionaries } from './dictionaries';
import { seedFlowModels } from './flow-models';
import { seedPermissions } from './permissions';
import { seedQuestionSets } from './question-sets';
import { regionTree } from './region-tree';

export interface SeedOptions {
  demoPassword: string;
  clientSecret: string;
  /** Load the demo unions and accounts (not in production). */
  demo: boolean;
  /** scrypt's N for the demo accounts' password: tests only, for their many logins; else the standard cost. */
  demoPasswordCost?: number;
}

async function seedRegions(db: Kysely<Database>): Promise<void> {
  const rows: Database['region'][] = [];
  const walk = (node: typeof regionTree, parent: string, ancestors: string, level: number, sort: number) => {
    rows.push({ code: node.code, parent_code: parent, ancestors, name: node.name, region_level: level, sort });
    (node.children ?? []).forEach((c, i) => walk(c, node.code, ancestors ? `${ancestors},${node.code}` : node.code, level + 1, i + 1));
  };
  walk(regionTree, '00', '', 2, 1);
  await db
    .insertInto('region')
    .values(rows)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** Loads what every installation needs (tenant, client, regions) and, on request, the demo data. Idempotent. */
export function seed(db: Kysely<Database>, opts: SeedOptions): Promise<void> {
  // Seeding writes every tenant's rows: it runs in the scope of system work.
  return withTenant(ALL_TENANTS, () => seedAll(db, opts));
}

async function seedAll(db: Kysely<Database>, opts: SeedOptions): Promise<void> {
  await db
    .insertInto('tenant')
    .values([{ tenant_id: '000000', name: '科技园区总工会' }, ...(opts.demo ? [{ tenant_id: '100001', name: '第二租户(隔离测试)' }] : [])])
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();
  await db
    .insertInto('oauth_client')
    .values({
      client_id: 'web',
      secret_hash: await hashPassword(opts.clientSecret),
      access_token_validity: 3600,
      refresh_token_validity: 604800,
    })
    .onConflict((oc) => oc.column('client_id').doUpdateSet({ secret_hash: (eb) => eb.ref('excluded.secret_hash') }))
    .execute();
  await db
    .insertInto('site_counter')
    .values({ name: 'visits', value: '0' })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await seedRegions(db);
  await seedDictionaries(db);
  // After the tenants: each gets the catalogue chains as deployed models.
  await seedFlowModels(db);
  await seedWorkCalendar(db);
  if (!opts.demo) {
    const paths = unionPaths(demoUnions.slice(0, 1));
    await db
      .insertInto('union_org')
      .values({ ...demoUnions[0]!, path: paths.get(demoUnions[0]!.id)! })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    await seedPermissions(db, { demo: false });
    return;
  }

  const paths = unionPaths(demoUnions);
  await db
    .insertInto('union_org')
    .values(demoUnions.map((u) => ({ ...u, path: paths.get(u.id)! })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const passwordHash = await hashPassword(clientPasswordDigest(opts.demoPassword), opts.demoPasswordCost);
  await db
    .insertInto('app_user')
    .values(
      demoAccounts.map((a) => ({
        id: a.id,
        tenant_id: a.tenant_id,
        account: a.account,
        password_hash: passwordHash,
        name: a.name,
        real_name: a.name,
        phone: null,
        ident: a.ident,
        union_id: a.union_id,
        is_sub: a.is_sub ?? false,
        parent_user_id: a.parent_user_id ?? null,
        status: 1,
      })),
    )
    // The demo password follows DEMO_PASSWORD: a restart with a new one updates the accounts.
    .onConflict((oc) => oc.column('id').doUpdateSet({ password_hash: passwordHash }))
    .execute();
  await seedPermissions(db, { demo: true });
  await seedQuestionSets(db, '000000', demoAccounts[0]!.id);
  await seedDemoRounds(db);
  await seedDemoCoveredEnterprises(db);
  await seedDemoYearSettings(db, demoAccounts[0]!.id);
}
