// `npm run screenshots`: the console's screens in every display mode, for the README and for looking at.
// Needs a running server (SCREENSHOT_URL, default http://127.0.0.1:8080) and its admin's credentials.
import { mkdir } from 'node:fs/promises';
import { chromium, type Page, type Request } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';
import { expectAllLoaded } from './support/loaded.ts';

const baseUrl = process.env.SCREENSHOT_URL ?? 'http://127.0.0.1:8080';
const email = process.env.ADMIN_EMAIL ?? 'admin@radiant.local';
const password = process.env.ADMIN_PASSWORD ?? '';
const outDir = process.env.SCREENSHOT_DIR ?? 'docs/screenshots';
const routes = (process.env.SCREENSHOT_ROUTES ?? '/settings,/subscriptions,/radiator-manufactures').split(
  ',',
);

const modes = {
  light: { isDarkMode: false, isContrastMode: false, direction: 'ltr' },
  dark: { isDarkMode: true, isContrastMode: false, direction: 'ltr' },
  contrast: { isDarkMode: false, isContrastMode: true, direction: 'ltr' },
  rtl: { isDarkMode: false, isContrastMode: false, direction: 'rtl' },
};
const widths = { desktop: 1440, narrow: 375 };

const QUIET_MS = 500;

/**
 * Resolves once no request has been under way for half a second. Unlike Playwright's `networkidle`, it
 * leaves out server-sent event streams: the dashboard keeps its live figures' stream open as long as it is
 * shown.
 */
function settled(page: Page): Promise<void> {
  const pending = new Set<Request>();
  const started = (request: Request) => {
    if (request.headers().accept !== 'text/event-stream') pending.add(request);
  };
  const ended = (request: Request) => pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return new Promise((resolve) => {
    let quietSince = Date.now();
    const check = setInterval(() => {
      if (pending.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= QUIET_MS) {
        clearInterval(check);
        page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
        resolve();
      }
    }, 100);
  });
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const [widthName, width] of Object.entries(widths)) {
  for (const [modeName, mode] of Object.entries(modes)) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(baseUrl);
    await page.evaluate(
      (saved) => localStorage.setItem('preferences', saved),
      JSON.stringify({ ...mode, fontScale: 1 }),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.screenshot({ path: `${outDir}/login-${widthName}-${modeName}.png` });
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    for (const route of routes) {
      const idle = settled(page);
      await page.goto(baseUrl + route);
      await idle;
      await expectAllLoaded(page, 20_000);
      const name = route.replace(/^\//, '').replace(/[^\w-]+/g, '-') || 'home';
      await page.screenshot({ path: `${outDir}/${name}-${widthName}-${modeName}.png`, fullPage: true });
    }
    await page.close();
  }
}
await browser.close();
