import { expect, test } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { logIn, toast } from './console-helpers.ts';

const field = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

test('an admin updates the profile; the change is kept and shown in the account menu', async ({ page }) => {
  await logIn(page, await createAccount({ level: 1001 }), '/settings');
  await field(page, 'First name').fill('');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Enter a first name.')).toBeVisible();

  await field(page, 'First name').fill('Grace');
  await field(page, 'Last name').fill('Boiler');
  await field(page, 'Mobile').fill('+44 20 7946 0958');
  await field(page, 'City').fill('Leeds');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Your profile has been updated.')).toBeVisible();

  await page.reload();
  await expect(field(page, 'First name')).toHaveValue('Grace');
  await expect(field(page, 'City')).toHaveValue('Leeds');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Grace Boiler')).toBeVisible();
});

test('an admin changes the password; the form clears and the new password logs in', async ({ page }) => {
  const admin = await createAccount({ level: 1001 });
  const newPassword = 'a-much-longer-new-password';
  await logIn(page, admin, '/settings');

  await field(page, 'Current password').fill(admin.password);
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Confirm new password').fill('something-else-entirely');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();

  await field(page, 'Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Your password has been changed.')).toBeVisible();
  await expect(field(page, 'Current password')).toHaveValue('');
  await expect(field(page, 'New password')).toHaveValue('');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await logIn(page, { email: admin.email, password: newPassword });
});

test('a wrong current password is shown under its field', async ({ page }) => {
  await logIn(page, await createAccount({ level: 1001 }), '/settings');
  await field(page, 'Current password').fill('definitely-not-it');
  await field(page, 'New password').fill('another-long-password');
  await field(page, 'Confirm new password').fill('another-long-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is incorrect.').first()).toBeVisible();
  await expect(page).toHaveURL('/settings');
});
