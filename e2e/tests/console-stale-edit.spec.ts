import { expect, test } from '@playwright/test';
import { authOperations, planOperations } from '@radiant/contract';
import { createAccount } from '../support/accounts.ts';
import { callOperation } from '../support/api.ts';
import { LANDED, logIn, textbox, toast, unique } from './console-helpers.ts';

test('an edit made from a copy another admin has since changed is refused, and the console offers to reload', async ({
  page,
}) => {
  const admin = await createAccount({ level: 1001 });
  const login = await callOperation(page.request, authOperations.login, { body: admin });
  const token = (await login.json()).data.user.access_token;
  const title = unique('Stale plan');
  const created = await callOperation(
    page.request,
    planOperations.create,
    { body: { title, type: 2, cost: 3, yearly_discount: 0 } },
    token,
  );
  const { plan } = (await created.json()).data;

  await logIn(page, admin, `/add_subscription?id=${plan.id}`);
  await expect(textbox(page, 'Title')).toHaveValue(title, LANDED);

  // Another admin renames the plan while this form is open.
  const theirTitle = unique('Their plan');
  const theirs = await callOperation(
    page.request,
    planOperations.update,
    {
      params: { planId: plan.id },
      body: { title: theirTitle, type: 2, cost: 3, yearly_discount: 0, version: plan.version },
    },
    token,
  );
  expect(theirs.status()).toBe(200);

  await textbox(page, 'Title').fill(unique('My plan'));
  await page.getByRole('button', { name: 'Save plan' }).click();
  const notice = toast(page, 'was changed by someone else');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(textbox(page, 'Title')).toHaveValue(theirTitle, LANDED);
});
