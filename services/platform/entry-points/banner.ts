// What `npm start` prints once everything answers: where to go and how to log in.
import { demoAccounts } from '../../../db';
import type { Config } from '../config';

export interface BannerOptions {
  port: number;
  temporalUiUrl?: string | undefined;
  /** False when the operator chose the password (DEMO_PASSWORD): it is not echoed then. */
  showDemoPassword: boolean;
}

export function printBanner(config: Config, opts: BannerOptions): void {
  const base = `http://localhost:${opts.port}`;
  const lines = ['', 'Union portal is running.', `  Console           ${base}/`, `  API docs          ${base}/api/docs`];
  if (opts.temporalUiUrl) lines.push(`  Temporal Web UI   ${opts.temporalUiUrl}`);
  if (config.seedDemo) {
    // A generated password exists only in .data/demo-password, so the banner is where people learn it.
    const password = opts.showDemoPassword ? config.demoPassword : 'the DEMO_PASSWORD you set';
    lines.push('', `Demo accounts (password: ${password}):`);
    const byTenant = new Map<string, string[]>();
    for (const a of demoAccounts) byTenant.set(a.tenant_id, [...(byTenant.get(a.tenant_id) ?? []), a.account]);
    for (const [tenant, accounts] of byTenant) lines.push(`  tenant ${tenant}: ${accounts.join(', ')}`);
  }
  lines.push('', 'Press Ctrl+C to stop.', '');
  console.log(lines.join('\n'));
}
