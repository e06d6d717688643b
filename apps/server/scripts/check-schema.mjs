// Fails while db/schema.ts has changes that no committed migration covers: drizzle-kit generate, run against a
// temporary copy of migrations/, has to find nothing to write.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { drizzleKit, serverDir } from './drizzle-kit.mjs';

const GENERATE = 'npm run db:generate -w @radiant/server -- --name <what>';
// drizzle-kit exits 0 even when it gives up (on a question it cannot ask without a terminal), so only this
// sentence counts as agreement.
const NOTHING_TO_GENERATE = 'No schema changes, nothing to migrate';

/** What is wrong, or undefined when drizzle-kit finds nothing to generate. */
async function findProblem(tempDir) {
  const out = join(tempDir, 'migrations');
  await cp(join(serverDir, 'migrations'), out, { recursive: true });
  // drizzle-kit takes no --out beside --config, so this config spreads the real one; `out` is relative because
  // drizzle-kit reads its snapshots back from './' + out.
  const config = join(tempDir, 'drizzle.config.ts');
  await writeFile(
    config,
    `import config from ${JSON.stringify(join(serverDir, 'drizzle.config.ts'))};\n` +
      `export default { ...config, out: ${JSON.stringify(relative(serverDir, out))} };\n`,
  );
  const committed = new Set(await readdir(out));
  const run = drizzleKit(['generate', `--config=${config}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
  const uncovered = (await readdir(out)).filter((name) => name.endsWith('.sql') && !committed.has(name));
  if (uncovered.length > 0) {
    const sql = await Promise.all(
      uncovered.map(async (name) => `-- ${name}\n${await readFile(join(out, name), 'utf8')}`),
    );
    return (
      `${sql.join('\n\n')}\n\n` +
      `db/schema.ts has changes that no migration covers: run \`${GENERATE}\`, review the SQL it writes to ` +
      'apps/server/migrations/ (above: what it would write now) and commit it with the change.'
    );
  }
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? `\n${run.error.message}` : ''}`.trim();
  if (run.status !== 0 || !output.includes(NOTHING_TO_GENERATE)) {
    return (
      `${output}\n\n` +
      'drizzle-kit could not tell whether db/schema.ts and the migrations agree (its output is above; a renamed ' +
      `table or column needs an answer that only a terminal can give): run \`${GENERATE}\`.`
    );
  }
  return undefined;
}

const tempDir = await mkdtemp(join(tmpdir(), 'radiant-check-schema-'));
try {
  const problem = await findProblem(tempDir);
  if (problem) {
    console.error(problem);
    process.exitCode = 1;
  } else {
    console.log('db/schema.ts and apps/server/migrations agree.');
  }
} finally {
  await rm(tempDir, { recursive: true, force: true });
}
