/**
 * The memory settings production runs the programs with (docs/PERFORMANCE-PROCESS.md, "Memory"):
 * two malloc arenas (scrypt's threads would each keep a 16 MB one); malloc's trim and mmap
 * thresholds fixed at glibc's 128 KB default, which otherwise rise with the largest block freed (up
 * to 32 MB) and keep what a busy minute freed resident for good; V8's young generation at 2 MB a
 * semi-space instead of 16; and the heap bounded at 512 MB as a guard against a runaway request.
 * The image's ENV lines (Dockerfile) and `npm start`'s command line say the same; the bench, the
 * memory probe (scripts/process-memory.ts) and the cluster's processes take them from here.
 */
export const PRODUCTION_MEMORY_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_MMAP_THRESHOLD_: '131072',
  NODE_OPTIONS: '--max-semi-space-size=2 --max-old-space-size=512',
} as const;
