// `npm run screenshots`: the console's screens in every display mode, for the README and for looking at.
// Needs a running server (SCREENSHOT_URL, default http://127.0.0.1:8080) and its admin's credentials.
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.ts';

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
      await page.goto(baseUrl + route);
      await page.waitForLoadState('networkidle');
      const name = route.replace(/^\//, '').replace(/[^\w-]+/g, '-') || 'home';
      await page.screenshot({ path: `${outDir}/${name}-${widthName}-${modeName}.png`, fullPage: true });
    }
    await page.close();
  }
}
await browser.close();
