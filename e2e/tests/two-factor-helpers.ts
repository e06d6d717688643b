import { expect, type Page } from '@playwright/test';
import { mfaOperations, TOTP } from '@radiant/contract';
import { codeAt } from '../../apps/server/src/modules/mfa/totp.ts';
import { callOperation } from '../support/api.ts';
import type { Credentials } from './console-helpers.ts';
import { tokenOf } from './gateway-helpers.ts';

const PERIOD_MS = TOTP.periodSeconds * 1000;

/** The code an authenticator app shows now for `secret`. */
export const appCode = (secret: string) => codeAt(secret, Date.now());

/** A code the app showed ten minutes ago: long refused. */
export const staleAppCode = (secret: string) => codeAt(secret, Date.now() - 20 * PERIOD_MS);

/**
 * The code of the next 30-second window: the server accepts a code one window either side of its clock, and
 * it is newer than any code used so far (a code, once used, is refused with every older one).
 */
export const nextAppCode = (secret: string) => codeAt(secret, Date.now() + PERIOD_MS);

/** Turns two-factor sign-in on for an admin through the API; answers the app's secret and the recovery codes. */
export async function turnOnTwoFactor(page: Page, admin: Credentials) {
  const token = await tokenOf(page, admin);
  const setup = await callOperation(page.request, mfaOperations.setup, {}, token);
  const { secret } = (await setup.json()).data as { secret: string };
  const enabled = await callOperation(
    page.request,
    mfaOperations.enable,
    { body: { code: appCode(secret) } },
    token,
  );
  if (!enabled.ok()) throw new Error(`Two-factor sign-in was not turned on: ${await enabled.text()}`);
  return { secret, recoveryCodes: (await enabled.json()).data.recovery_codes as string[] };
}

export const codeStepHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 });

/**
 * In Settings, turns two-factor sign-in on as an admin does: the key shown for manual entry goes into the
 * "app", whose code confirms it. Answers the key and the recovery codes, which stay on screen.
 */
export async function turnOnInSettings(page: Page) {
  await page.getByRole('button', { name: 'Turn on two-factor sign-in', exact: true }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await keyOnScreen(page);
  await page.getByRole('textbox', { name: 'Code from the app', exact: true }).fill(appCode(secret));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  const shown = page.getByLabel('Recovery codes');
  await expect(shown).toBeVisible();
  return { secret, recoveryCodes: ((await shown.textContent()) ?? '').split('\n') };
}

/** The key for manual entry, as Settings shows it ("ABCD EFGH …"), without its spaces. */
export async function keyOnScreen(page: Page) {
  const grouped = await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/).textContent();
  return (grouped ?? '').replaceAll(' ', '');
}
