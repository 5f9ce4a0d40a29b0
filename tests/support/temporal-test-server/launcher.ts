// Temporal's time-skipping test server as a program the SDK can start (`existing-path`): the Java
// build from Maven Central, resolved by Maven from pom.xml beside this file; nothing is compiled.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { findOnPath } from '../../../services/platform/entry-points';

const pom = fileURLToPath(new URL('./pom.xml', import.meta.url));
const cacheRoot = fileURLToPath(new URL('../../../.data/test/temporal-test-server', import.meta.url));

/**
 * The launcher of the Java test server, made once per version of the pom: Maven resolves the class
 * path (downloading into ~/.m2 the first time) and a shell script starts the server on the port the
 * SDK passes as its first argument. Undefined without java and mvn. The global setup makes it before
 * the test files start, so two of them never run Maven at once.
 */
export async function javaTestServerLauncher(): Promise<string | undefined> {
  const mvn = findOnPath('mvn');
  const java = findOnPath('java');
  if (!mvn || !java) return undefined;
  const key = createHash('sha256').update(readFileSync(pom)).digest('hex').slice(0, 12);
  const dir = join(cacheRoot, key);
  const launcher = join(dir, 'temporal-test-server');
  const classpathFile = join(dir, 'classpath.txt');
  // Made before, and its jars still in the local Maven repository.
  if (
    existsSync(launcher) &&
    existsSync(classpathFile) &&
    readFileSync(classpathFile, 'utf8')
      .trim()
      .split(':')
      .every((jar) => existsSync(jar))
  )
    return launcher;
  mkdirSync(dir, { recursive: true });
  const resolved = `${classpathFile}.${process.pid}.partial`;
  console.log(`[time-skipping] resolving Temporal's Java test server with Maven (${pom}) ...`);
  await promisify(execFile)(mvn, ['-q', '-B', '-f', pom, 'dependency:build-classpath', `-Dmdep.outputFile=${resolved}`]);
  const classpath = readFileSync(resolved, 'utf8').trim();
  // A quick start matters more than peak speed: the SDK gives the server five seconds to answer.
  const script = `#!/bin/sh\nexec '${java}' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xmx512m -cp '${classpath}' io.temporal.testserver.TestServer "$@"\n`;
  // Written beside and renamed, the script last: a test file starting meanwhile finds both or no script.
  renameSync(resolved, classpathFile);
  const partial = `${launcher}.${process.pid}.partial`;
  writeFileSync(partial, script);
  chmodSync(partial, 0o755);
  renameSync(partial, launcher);
  return launcher;
}
