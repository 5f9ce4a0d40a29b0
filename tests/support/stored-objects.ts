import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestStack } from './test-stack';

/** Every object the stack's local-disk storage holds, as keys: what an upload left behind. */
export function storedKeys(stack: TestStack): string[] {
  const root = join(stack.config.dataDir, 'objects');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)));
}
