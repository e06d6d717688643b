import { defineConfig } from '@playwright/test';
import { healthOperations } from '@radiant/contract';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { E2E } from './support/environment.ts';

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // The longest flows (create, edit, toggle, delete through the screens) need room on a busy 2-core CI machine.
  timeout: 60_000,
  // An assertion waits 10 s rather than 5: the server, the database and two browsers share two cores.
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E.baseUrl,
    // The console follows the browser's language on a first visit: the tests read it in English.
    locale: 'en-GB',
    // Dialogs, menus and toasts then appear without their transitions (the console honours the system's
    // setting), so no step waits for one to end; the layout test checks both settings.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'npx tsx e2e/support/start-server.ts',
    cwd: '..',
    url: `${E2E.baseUrl}${healthOperations.health.path}`,
    reuseExistingServer: false,
    // Migrations and the demo data take longer than a minute when the machine is busy.
    timeout: 180_000,
    stdout: 'pipe',
  },
});
