// `npm run bench -- lighthouse`: Lighthouse (desktop) on the login screen and on the dashboard with demo data,
// through Debian's Chromium, as an admin who has logged in. Targets: performance ≥ 95, accessibility 100. Each
// page is measured RUNS times and its median run reported, as Lighthouse advises: one run on a 2-core machine
// that also serves the page varies by several points.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../e2e/support/chromium.ts';
import { importPeer } from './peers.ts';
import { benchAdmin, startProcess } from './server-process.ts';

/** The part of Lighthouse's API this suite uses (its types come with it, installed only for the bench). */
interface Lighthouse {
  default: (
    url: string,
    flags: Record<string, unknown>,
    config: unknown,
  ) => Promise<{ lhr: LighthouseResult } | undefined>;
  desktopConfig: unknown;
}
interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

const { default: lighthouse, desktopConfig } = await importPeer<Lighthouse>('lighthouse');

const root = new URL('../../', import.meta.url);
const serverEntry = new URL('apps/server/dist/main.js', root).pathname;
const DEBUGGING_PORT = 9333;
const RUNS = 3;

const dataDir = await mkdtemp(join(tmpdir(), 'radiant-lighthouse-'));
const radiant = await startProcess(serverEntry, {
  PORT: '18082',
  DATA_DIR: dataDir,
  ADMIN_EMAIL: benchAdmin.email,
  ADMIN_PASSWORD: benchAdmin.password,
  DEMO_DATA: '1',
});

// A profile of its own that Lighthouse's tabs share: the session saved by logging in reaches them.
const profile = await mkdtemp(join(tmpdir(), 'radiant-lighthouse-profile-'));
const browser = await chromium.launchPersistentContext(profile, {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, `--remote-debugging-port=${DEBUGGING_PORT}`],
});

/** The metrics the performance score weighs, by their audit ids. */
const METRICS = {
  'first-contentful-paint': 'FCP (ms)',
  'largest-contentful-paint': 'LCP (ms)',
  'total-blocking-time': 'TBT (ms)',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'Speed Index (ms)',
} as const;

/** Performance and accessibility scores (0–100) of one page and its metrics, the browser's storage kept. */
async function runOf(path: string) {
  const result = await lighthouse(
    `${radiant.url}${path}`,
    {
      port: DEBUGGING_PORT,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    },
    desktopConfig,
  );
  const categories = result?.lhr.categories;
  const score = (name: string) => Math.round((categories?.[name]?.score ?? 0) * 100);
  const metrics = Object.entries(METRICS).map(([id, label]) => {
    const value = result?.lhr.audits[id]?.numericValue ?? 0;
    return [label, Number(value.toFixed(id === 'cumulative-layout-shift' ? 3 : 0))] as const;
  });
  return { performance: score('performance'), accessibility: score('accessibility'), metrics };
}

/** The run of median performance among RUNS of one page. */
async function scoresOf(path: string) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await runOf(path));
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(RUNS / 2)];
  if (!median) throw new Error(`No Lighthouse run of ${path}.`);
  return { ...median, performances: runs.map((run) => run.performance).join(', ') };
}

const login = await scoresOf('/');
const page = await browser.newPage();
await page.goto(radiant.url);
await page.getByRole('textbox', { name: 'Email' }).fill(benchAdmin.email);
await page.getByRole('textbox', { name: 'Password', exact: true }).fill(benchAdmin.password);
await page.getByRole('button', { name: 'Log in' }).click();
await page.waitForURL('**/dashboard');
await page.close();
const dashboard = await scoresOf('/dashboard');

await browser.close();
await radiant.stop();
await rm(profile, { recursive: true, force: true });
await rm(dataDir, { recursive: true, force: true });

const rowsOf = (page: string, scores: Awaited<ReturnType<typeof scoresOf>>) => ({
  [`${page}: performance`]: { value: scores.performance, target: '>= 95' },
  [`${page}: performance of each run`]: { value: scores.performances, target: '' },
  [`${page}: accessibility`]: { value: scores.accessibility, target: '100' },
  ...Object.fromEntries(scores.metrics.map(([label, value]) => [`${page}: ${label}`, { value, target: '' }])),
});
console.table({ ...rowsOf('login (/)', login), ...rowsOf('dashboard', dashboard) });
