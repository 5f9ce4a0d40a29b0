/** Bounds on heavy work per account and tenant: route configs name a class (`jobs`), the hook holds them to it. */
export { registerJobLimits } from './job-limit-hooks';
export { JobLimiter, type JobClass, type JobRefusal } from './job-limiter';
