import { expect, type Page } from '@playwright/test';
import {
  type AdminRequest,
  adminOperations,
  invitationOperations,
  LEVEL,
  mfaOperations,
} from '@radiant/contract';
import { Secret, TOTP } from 'otpauth';
import { callOperation } from '../support/api.ts';
import { textbox, unique } from './console-helpers.ts';

/** A new admin's details, unique to the test. */
export function newAdmin(overrides: Partial<AdminRequest> = {}) {
  const lastName = unique('Hopper').replace(/\W/g, '');
  return {
    first_name: 'Grace',
    last_name: lastName,
    email: `${lastName}@radiant.test`.toLowerCase(),
    level: LEVEL.ADMIN,
    ...overrides,
  } satisfies AdminRequest;
}

/** An admin an owner added through the API: their id, name, email and invitation link. */
export async function invitedAdmin(page: Page, ownerToken: string) {
  const body = newAdmin();
  const created = await callOperation(page.request, adminOperations.create, { body }, ownerToken);
  expect(created.status()).toBe(200);
  const { admin, invitation } = (await created.json()).data;
  return {
    id: admin.id as number,
    name: `${body.first_name} ${body.last_name}`,
    email: body.email,
    url: invitation.url as string,
    token: invitation.token as string,
  };
}

/**
 * Uses an invitation's token through the API, as if the admin had already chosen a password with it; answers
 * the access token of the session it starts.
 */
export async function acceptThroughApi(page: Page, token: string, password: string) {
  const accepted = await callOperation(page.request, invitationOperations.accept, {
    body: { token, password },
  });
  expect(accepted.status()).toBe(200);
  return (await accepted.json()).data.user.access_token as string;
}

/**
 * Turns on two-factor sign-in for the admin signed in with `token`, as their authenticator app would: the
 * code is computed from the secret the setup answers.
 */
export async function turnOnTwoFactorWith(page: Page, token: string) {
  const setup = await callOperation(page.request, mfaOperations.setup, {}, token);
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()).data as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  const enabled = await callOperation(page.request, mfaOperations.enable, { body: { code } }, token);
  expect(enabled.status()).toBe(200);
}

/** Fills the accept-invitation screen's password twice and sends it. */
export async function choosePassword(page: Page, password: string) {
  await textbox(page, 'New password').fill(password);
  await textbox(page, 'Confirm password').fill(password);
  await page.getByRole('button', { name: 'Choose password and sign in' }).click();
}

/** The drawer's entry for a screen, whether the drawer shows it as a link or inside a closed group. */
export const drawerEntry = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByText(name, { exact: true });

/**
 * On the admin team screen, adds a new admin through the "Add admin" dialog; answers the admin, their name and
 * the dialog that then shows the invitation link once.
 */
export async function addAdminInConsole(page: Page) {
  const admin = newAdmin();
  await page.getByRole('button', { name: 'Add admin' }).click();
  const form = page.getByRole('dialog', { name: 'Add an admin' });
  await textbox(form, 'First name').fill(admin.first_name);
  await textbox(form, 'Last name').fill(admin.last_name);
  await textbox(form, 'Email').fill(admin.email);
  await expect(form.getByRole('radio', { name: 'Admin' })).toBeChecked();
  await form.getByRole('button', { name: 'Add admin' }).click();
  const shown = page.getByRole('dialog', { name: 'Invitation link' });
  return { admin, name: `${admin.first_name} ${admin.last_name}`, shown };
}
