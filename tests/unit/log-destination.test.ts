import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bufferedLogDestination } from '../../services/platform/plugins';

const fileIn = () => join(mkdtempSync(join(tmpdir(), 'log-destination-')), 'api.log');
const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

describe("the API's buffered log destination", () => {
  it('keeps a short line back instead of writing it at once', async () => {
    const file = fileIn();
    const stream = bufferedLogDestination(file);
    await new Promise((resolve) => stream.once('ready', resolve));
    stream.write('{"msg":"request completed"}\n');
    expect(read(file)).toBe('');
    stream.end();
  });

  it('writes what waits within about a second while the API is quiet', async () => {
    const file = fileIn();
    const stream = bufferedLogDestination(file);
    stream.write('{"msg":"request completed"}\n');
    await expect.poll(() => read(file), { timeout: 5000 }).toBe('{"msg":"request completed"}\n');
    stream.end();
  });

  it('writes every line in order when flushed, as pino does when the process exits', async () => {
    const file = fileIn();
    const stream = bufferedLogDestination(file);
    await new Promise((resolve) => stream.once('ready', resolve));
    const lines = Array.from({ length: 500 }, (_, i) => `{"n":${i}}\n`);
    for (const line of lines) stream.write(line);
    stream.flushSync();
    expect(read(file)).toBe(lines.join(''));
    stream.end();
  });

  it('writes the lines still waiting when the process exits', () => {
    const file = fileIn();
    const script = `
      import { bufferedLogDestination } from './services/platform/plugins/log-destination.ts';
      const stream = bufferedLogDestination(${JSON.stringify(file)});
      stream.write('{"msg":"last words"}\\n');
      process.exit(0);
    `;
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd() });
    expect(read(file)).toBe('{"msg":"last words"}\n');
  });
});
