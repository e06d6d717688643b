import { expect as baseExpect, test } from '@playwright/test';
import { createAccount, createHome, createResidents } from '../support/accounts.ts';
import { logIn, textbox, unique } from './console-helpers.ts';

// Each step waits for a request; on a busy 2-core machine that can take longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

// Each test starts signed in on the screen it works on, sparing the dashboard's charts on the way.
test.beforeEach(async ({ page }) => {
  await logIn(page, await createAccount({ level: 1001 }), '/residential-users');
});

test("an admin makes a home's gateway key, sees it once with its MQTT account, then revokes it", async ({
  page,
}) => {
  const [userId] = await createResidents(unique('Keys').replace(/\W/g, ''), [{ firstName: 'Ines' }]);
  await createHome(userId ?? 0, 'Hall');
  await page.goto(`/residential-users_details?id=${userId}`);
  await page.getByRole('button', { name: 'Gateway keys of Test home' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gateway keys of Test home' });
  await expect(dialog.getByText('No gateway keys yet')).toBeVisible();

  await dialog.getByRole('button', { name: 'New gateway key' }).click();
  const form = page.getByRole('dialog', { name: 'New gateway key for Test home' });
  await textbox(form, 'Label').fill('Hall gateway');
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/device-keys$/.test(response.url()),
  );
  await form.getByRole('button', { name: 'Create key' }).click();
  const created = (await (await answer).json()).data as { key: string; device_key: { id: number } };
  const username = `gateway-${created.device_key.id}`;

  const shown = page.getByRole('dialog', { name: 'Gateway key for Test home' });
  await expect(shown.getByLabel('Gateway key', { exact: true })).toHaveText(created.key);
  await expect(shown.getByText(username, { exact: true })).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Copy the MQTT username' })).toBeVisible();
  await expect(shown.getByText(`radiant/homes/`).first()).toBeVisible();
  await expect(shown.getByText(/shown only this once/)).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Copy key' })).toBeVisible();
  await shown.getByRole('button', { name: 'I have copied it' }).click();

  // The list again: the key itself is gone for good, its row stays.
  await expect(page.getByText(created.key)).toHaveCount(0);
  const table = dialog.getByRole('table', { name: 'Gateway keys of Test home' });
  const row = table.getByRole('row', { name: /Hall gateway/ });
  await expect(row).toContainText(username);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');

  await row.getByRole('button', { name: 'Revoke Hall gateway' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this gateway key?' });
  await expect(confirm).toContainText('disconnected');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: 'Revoke Hall gateway' })).toHaveCount(0);
});
