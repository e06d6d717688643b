// `npm run demo-data -- --homes N --months M [--batch B] [--append]`: fills the PostgreSQL server named by
// DATABASE_URL with a large heating data set, showing its progress on stderr.
import { parseArgs } from 'node:util';
import { postgresDatabase, postgresPool } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { fillHeatingData } from './generate.ts';

const BAR_WIDTH = 30;

/** A whole number of at least one from an option, or the reason it is not. */
function positive(name: string, text: string) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number of at least 1.`);
  return value;
}

/**
 * A progress bar of homes stored out of `total`, redrawn on stderr at each call (a line per tenth when stderr is
 * not a terminal).
 */
function progressBar(total: number) {
  const started = performance.now();
  let tenthsShown = 0;
  return (done: number) => {
    const share = done / total;
    const seconds = (performance.now() - started) / 1000;
    const filled = Math.round(share * BAR_WIDTH);
    const line = `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${done}/${total} homes, ${seconds.toFixed(0)} s, about ${((seconds / share) * (1 - share)).toFixed(0)} s left`;
    if (process.stderr.isTTY) process.stderr.write(`\r${line}${done === total ? '\n' : ''}`);
    else if (Math.floor(share * 10) > tenthsShown) {
      tenthsShown = Math.floor(share * 10);
      process.stderr.write(`${line}\n`);
    }
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      homes: { type: 'string', default: '1000' },
      months: { type: 'string', default: '12' },
      batch: { type: 'string', default: '250' },
      append: { type: 'boolean', default: false },
    },
  });
  const url = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(
      'Set DATABASE_URL to the PostgreSQL database to fill, e.g. postgres://postgres@127.0.0.1:5432/radiant.',
    );
  }
  const homes = positive('homes', values.homes);
  const months = positive('months', values.months);
  const batchSize = positive('batch', values.batch);
  const database = postgresDatabase(postgresPool(url, 2));
  try {
    await migrate(database);
    const summary = await fillHeatingData(database, {
      homes,
      months,
      batchSize,
      append: values.append,
      onProgress: progressBar(homes),
    });
    process.stdout.write(
      `${[
        `homes        ${summary.homes}`,
        `rooms        ${summary.rooms}`,
        `radiators    ${summary.radiators}`,
        `rollup rows  ${summary.rollupRows}`,
        `seconds      ${summary.seconds.toFixed(1)}`,
        `rows/s       ${Math.round(summary.rowsPerSecond)}`,
      ].join('\n')}\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`demo-data: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
