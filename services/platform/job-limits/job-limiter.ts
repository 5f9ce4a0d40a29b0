import type { JobLimitsConfig } from '../config';

/** What a route's work costs: a document made on request, a stored file sent, a workbook imported. */
export type JobClass = 'document' | 'file' | 'import';

/** Why a job was not started: the bound it would pass, and whose. */
export interface JobRefusal {
  scope: 'account' | 'tenant';
  limit: number;
}

/**
 * Counts the jobs of each class running for each account and each tenant of this process. A job
 * starts only while both counts are under their bound; its release (once, however often it is
 * called) gives both slots back.
 */
export class JobLimiter {
  private readonly running = new Map<string, number>();

  constructor(private readonly limits: JobLimitsConfig) {}

  /** Starts a job: its release, or why it may not start now. */
  tryStart(jobClass: JobClass, tenantId: string, accountId: string): { release: () => void } | { refused: JobRefusal } {
    const bound = this.limits[jobClass];
    const tenant = `${jobClass}:tenant:${tenantId}`;
    const account = `${jobClass}:account:${tenantId}:${accountId}`;
    if (this.count(account) >= bound.perAccount) return { refused: { scope: 'account', limit: bound.perAccount } };
    if (this.count(tenant) >= bound.perTenant) return { refused: { scope: 'tenant', limit: bound.perTenant } };
    this.add(account, 1);
    this.add(tenant, 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.add(account, -1);
        this.add(tenant, -1);
      },
    };
  }

  /** Jobs of `jobClass` running now for a tenant, or for one account of it. */
  runningFor(jobClass: JobClass, tenantId: string, accountId?: string): number {
    return this.count(accountId === undefined ? `${jobClass}:tenant:${tenantId}` : `${jobClass}:account:${tenantId}:${accountId}`);
  }

  private count(key: string): number {
    return this.running.get(key) ?? 0;
  }

  private add(key: string, by: number): void {
    const next = this.count(key) + by;
    if (next > 0) this.running.set(key, next);
    else this.running.delete(key);
  }
}
