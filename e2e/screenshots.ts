// `npm run screenshots`: the console's screens in every display mode, for the README and for looking at.
// Needs a running server (SCREENSHOT_URL, default http://127.0.0.1:8080) and its admin's credentials.
import { mkdir } from 'node:fs/promises';
import { chromium, type Page, type Request } from '@playwright/test';
import { authOperations, preferenceOperations } from '@radiant/contract';
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
/** The modes to draw (SCREENSHOT_MODES, default every one). */
const chosenModes = (process.env.SCREENSHOT_MODES ?? Object.keys(modes).join(',')).split(',');
/**
 * The console's languages to draw (SCREENSHOT_LANGUAGES, default English). English's files keep their plain
 * names, the README's; another language's carry its code. Right to left is Arabic's own direction, so the
 * mirrored English mode is drawn in English only.
 */
const languages = (process.env.SCREENSHOT_LANGUAGES ?? 'en').split(',');
const suffixOf = (language: string) => (language === 'en' ? '' : `-${language}`);

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

/**
 * Saves the admin's language on the server too: signed in, the console follows what the server holds, which
 * would otherwise be the language drawn before.
 */
async function chooseOnServer(language: string) {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(baseUrl + authOperations.login.path, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const token: string = (await login.json()).data.user.access_token;
  const saved = await fetch(baseUrl + preferenceOperations.save.path, {
    method: preferenceOperations.save.method,
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ language, digits: 'latin' }),
  });
  if (!saved.ok) throw new Error(`The language was not saved: ${saved.status}`);
}

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const language of languages) {
  await chooseOnServer(language);
  for (const [widthName, width] of Object.entries(widths)) {
    for (const [modeName, mode] of Object.entries(modes)) {
      if (!chosenModes.includes(modeName) || (language !== 'en' && modeName === 'rtl')) continue;
      const suffix = `${widthName}-${modeName}${suffixOf(language)}`;
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(baseUrl);
      await page.evaluate(
        (saved) => localStorage.setItem('preferences', saved),
        JSON.stringify({
          ...mode,
          direction: language === 'en' ? mode.direction : 'auto',
          language,
          fontScale: 1,
        }),
      );
      await page.reload();
      // The login's fields and button by their kind, which every language shares.
      const submit = page.locator('button[type="submit"]');
      await submit.waitFor();
      await page.screenshot({ path: `${outDir}/login-${suffix}.png` });
      await page.locator('input[type="email"]').fill(email);
      await page.locator('input[type="password"]').fill(password);
      await submit.click();
      await page.waitForURL('**/dashboard');
      for (const route of routes) {
        const idle = settled(page);
        await page.goto(baseUrl + route);
        await idle;
        await expectAllLoaded(page, 20_000);
        const name = route.replace(/^\//, '').replace(/[^\w-]+/g, '-') || 'home';
        await page.screenshot({ path: `${outDir}/${name}-${suffix}.png`, fullPage: true });
      }
      await page.close();
    }
  }
}
await browser.close();
