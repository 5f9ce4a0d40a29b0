// `npm run rebuild-read-models [-- --check]`: replays the read models from the event store and writes
// the rows that differ from what they hold (none when they are right). With --check nothing is kept:
// it reports whether the rebuilt rows equal the stored ones (and every hash chain holds), and exits 1
// when they do not.
import { configurePersonKeys, createDb, rebuildReadModels } from '../../../db';
import { loadConfig } from '../config';
import { startEmbeddedPostgres } from './embedded-postgres';

const check = process.argv.slice(2).includes('--check');

async function main(): Promise<number> {
  const config = loadConfig(process.env);
  configurePersonKeys(config.personKeySecret);
  let url = config.databaseUrl;
  let stopPostgres: (() => Promise<void>) | undefined;
  if (!url) {
    // The embedded server of `npm start`; if it is running (npm start is up) it is used and left running.
    const postgres = await startEmbeddedPostgres({ dataDir: config.dataDir, log: () => {} });
    url = postgres.url;
    if (!postgres.alreadyRunning) stopPostgres = () => postgres.stop();
  }
  const db = createDb(url);
  try {
    const result = await rebuildReadModels(db, { check });
    console.log(
      `${check ? 'Checked' : 'Rebuilt'} read models from ${result.events} events: ${result.records} records, ${result.tasks} tasks.`,
    );
    if (result.equal) console.log('The rebuilt read models equal the stored ones.');
    else console.log(`Differences (${result.differences.length}):\n${result.differences.map((d) => `  ${d}`).join('\n')}`);
    return check && !result.equal ? 1 : 0;
  } finally {
    await db.destroy();
    await stopPostgres?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
