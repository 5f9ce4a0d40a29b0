// The one limiter of heavy work: counts per account and per tenant, a slot back on release, once.
import { describe, expect, it } from 'vitest';
import { JobLimiter } from '../../services/platform/job-limits';

const limits = {
  document: { perAccount: 2, perTenant: 3 },
  file: { perAccount: 1, perTenant: 1 },
  import: { perAccount: 1, perTenant: 1 },
  retryAfterSeconds: 5,
};

const started = (r: ReturnType<JobLimiter['tryStart']>) => {
  if (!('release' in r)) throw new Error(`refused: ${JSON.stringify(r.refused)}`);
  return r.release;
};

describe('the job limiter', () => {
  it('refuses an account past its bound while another account of the tenant still starts', () => {
    const limiter = new JobLimiter(limits);
    started(limiter.tryStart('document', 't1', 'a'));
    started(limiter.tryStart('document', 't1', 'a'));
    expect(limiter.tryStart('document', 't1', 'a')).toEqual({ refused: { scope: 'account', limit: 2 } });
    started(limiter.tryStart('document', 't1', 'b'));
    expect(limiter.runningFor('document', 't1')).toBe(3);
  });

  it('refuses a tenant past its bound, whoever asks; another tenant is not counted with it', () => {
    const limiter = new JobLimiter(limits);
    for (const account of ['a', 'b', 'c']) started(limiter.tryStart('document', 't1', account));
    expect(limiter.tryStart('document', 't1', 'd')).toEqual({ refused: { scope: 'tenant', limit: 3 } });
    expect('release' in limiter.tryStart('document', 't2', 'd')).toBe(true);
  });

  it('gives the slot back on release, once however often it is released', () => {
    const limiter = new JobLimiter(limits);
    const release = started(limiter.tryStart('file', 't1', 'a'));
    expect('refused' in limiter.tryStart('file', 't1', 'a')).toBe(true);
    release();
    release();
    expect(limiter.runningFor('file', 't1')).toBe(0);
    expect(limiter.runningFor('file', 't1', 'a')).toBe(0);
    started(limiter.tryStart('file', 't1', 'a'));
    expect('refused' in limiter.tryStart('file', 't1', 'b')).toBe(true);
  });

  it('counts each class on its own: documents running do not hold back an import', () => {
    const limiter = new JobLimiter(limits);
    started(limiter.tryStart('document', 't1', 'a'));
    started(limiter.tryStart('document', 't1', 'a'));
    expect('release' in limiter.tryStart('import', 't1', 'a')).toBe(true);
  });
});
