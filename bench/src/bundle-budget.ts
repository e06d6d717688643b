// `npm run check`'s size budget: fails when the built console's first screens weigh more than they may.
import { firstLoadGzipBytes } from './bundle-size.ts';

/**
 * Gzip KB of JavaScript and CSS each screen may fetch, the login's included in the dashboard's: today's
 * figures and a little room, so that nothing grows unnoticed. The aim of issue 33 is 80 and 150: the login,
 * drawn without React, is well within its aim; the console after it weighs more than twice its aim (React and
 * its DOM alone are 67 KB), and docs/benchmarks.md says what stands between the two.
 */
const BUDGET_KB = { login: 22, loginAndDashboard: 368 };
const NAMES: Record<keyof typeof BUDGET_KB, string> = {
  login: 'the login',
  loginAndDashboard: 'the login and the dashboard after it',
};
/** How many of an overweight screen's files are named, the largest first. */
const LARGEST_SHOWN = 8;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

let loaded: ReturnType<typeof firstLoadGzipBytes>;
try {
  loaded = firstLoadGzipBytes(new URL('../../apps/console/dist/', import.meta.url));
} catch (error) {
  // The build is not part of the check: CI builds first (.ci/run), and rebuilding here would pull the files
  // from under a server that is serving them.
  console.error(`Console size budget: ${(error as Error).message}`);
  process.exit(1);
}

let over = false;
for (const figure of Object.keys(BUDGET_KB) as (keyof typeof BUDGET_KB)[]) {
  const { bytes, files } = loaded[figure];
  const within = bytes / 1024 <= BUDGET_KB[figure];
  console.log(
    `${NAMES[figure]}: ${kb(bytes)} KB gzip in ${files.length} files, ${within ? 'within' : 'OVER'} ${BUDGET_KB[figure]} KB`,
  );
  if (within) continue;
  over = true;
  for (const largest of files.slice(0, LARGEST_SHOWN)) {
    console.log(
      `  ${kb(largest.bytes).padStart(6)} KB  ${largest.file}${largest.source ? ` (${largest.source})` : ''}`,
    );
  }
}
if (over) {
  console.error('The console is over its size budget (bench/src/bundle-budget.ts); see docs/benchmarks.md.');
  process.exit(1);
}
