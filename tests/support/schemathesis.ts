// schemathesis (PyPI), the API fuzzer of tests/fuzz: found as SCHEMATHESIS, on PATH, or in a virtual
// environment under .data/test/venv, which is made with python3 and pip when missing (as
// s3-server.ts builds versitygw). `.ci/run` installs it beforehand and names it in SCHEMATHESIS.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findOnPath, isExecutable } from '../../services/platform/entry-points';

export const SCHEMATHESIS_VERSION = '4.32.5';
const run = promisify(execFile);

export async function ensureSchemathesis(dataDir: string): Promise<string> {
  const venv = join(dataDir, 'venv');
  const candidates = [process.env.SCHEMATHESIS, findOnPath('schemathesis'), join(venv, 'bin', 'schemathesis')];
  const found = candidates.find((path): path is string => !!path && isExecutable(path));
  if (found) return found;
  const python = findOnPath('python3');
  if (!python) throw new Error('schemathesis was not found and python3 is not installed to make it: set SCHEMATHESIS or install python3.');
  console.log(`[fuzz] installing schemathesis ${SCHEMATHESIS_VERSION} into ${venv} ...`);
  await run(python, ['-m', 'venv', venv]);
  await run(join(venv, 'bin', 'pip'), ['install', '--quiet', `schemathesis==${SCHEMATHESIS_VERSION}`], { maxBuffer: 16 << 20 });
  return join(venv, 'bin', 'schemathesis');
}
