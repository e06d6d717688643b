import { expect, type Page, test } from '@playwright/test';
import { planOperations } from '@radiant/contract';
import { createAccount } from '../support/accounts.ts';
import { LANDED, logIn, textbox, toast, unique } from './console-helpers.ts';

const plansTable = (page: Page) => page.getByRole('table', { name: 'Subscription plans' });

async function searchPlans(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search plans' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

// Each test starts signed in on the screen it works on, sparing the dashboard's charts on the way.
test.beforeEach(async ({ page }) => {
  await logIn(page, await createAccount({ level: 1001 }), '/subscriptions');
});

test('an admin creates, edits, deactivates and deletes a plan through the screens', async ({ page }) => {
  // A plan's whole life through five screens: up to a minute on a busy 2-core machine, so three minutes here.
  test.slow();
  const title = unique('Family');
  const featureTitle = unique('Frost guard');
  await page.goto('/subscriptions');
  await page.getByRole('link', { name: 'Add plan' }).click();
  await expect(page).toHaveURL('/add_subscription');

  await page.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText('Give the plan a title of at least 2 characters.')).toBeVisible();
  await expect(page.getByText('Choose a tier.')).toBeVisible();

  await textbox(page, 'Title').fill(title);
  await page.getByRole('combobox', { name: 'Tier' }).click();
  await page.getByRole('option', { name: 'Premium' }).click();
  await textbox(page, 'Cost').fill('4.5');
  await textbox(page, 'Yearly discount (%)').fill('12');
  await page.getByRole('combobox', { name: 'Features' }).fill('Boost');
  await page.getByRole('option', { name: 'Boost mode' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add feature' }).click();
  await textbox(page, 'New feature name').fill(featureTitle);
  await page.getByRole('button', { name: 'Add to catalogue' }).click();
  await expect(toast(page, `The feature "${featureTitle}" has been added.`)).toBeVisible();
  await page.getByRole('button', { name: 'Create plan' }).click();

  // The toast first: it hides after 3 s, which a busy machine can spend on loading the list's screen.
  await expect(toast(page, `The plan "${title}" has been created.`)).toBeVisible();
  await expect(page).toHaveURL('/subscriptions');
  await searchPlans(page, title);
  const row = plansTable(page).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Premium');
  await expect(row).toContainText('£4.50');
  await expect(row).toContainText('12%');
  await expect(row).toContainText(featureTitle);

  const status = page.getByRole('switch', { name: `Active: ${title}` });
  await expect(status).toBeChecked();
  await status.press('Space');
  await expect(toast(page, `The plan "${title}" is now inactive`)).toBeVisible();
  await expect(status).not.toBeChecked();

  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/add_subscription\?id=\d+$/);
  const renamed = `${title} Plus`;
  await expect(textbox(page, 'Title')).toHaveValue(title);
  await textbox(page, 'Title').fill(renamed);
  await page.getByRole('button', { name: 'Save plan' }).click();
  await expect(toast(page, `The plan "${renamed}" has been updated.`)).toBeVisible();
  await expect(page).toHaveURL('/subscriptions');

  await searchPlans(page, renamed);
  await page.getByRole('link', { name: `Details of ${renamed}` }).click();
  await expect(page).toHaveURL(/\/subscription_details\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByText('Active subscribers', { exact: true })).toBeVisible();
  await expect(page.getByText('£0.00').first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to plans' }).click();

  await searchPlans(page, renamed);
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this plan?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `The plan "${renamed}" has been deleted.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`No plans match “${renamed}”`)).toBeVisible();
});

test('a plan with subscribers cannot be deleted; the reason shows as an error toast', async ({ page }) => {
  await page.goto('/subscriptions?search=Free');
  await page.getByRole('button', { name: 'Delete Free' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, /deactivate/i)).toBeVisible();
  await expect(plansTable(page).getByRole('row').filter({ hasText: 'Free' }).first()).toBeVisible();
});

test('a failed list load shows a retry in place and no toast', async ({ page }) => {
  const plansList = `**${planOperations.list.path}?*`;
  await page.route(plansList, (route) => route.abort());
  await page.goto('/subscriptions');
  await expect(page.getByText('This list could not be loaded.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: /.+/ })).toHaveCount(1);
  await page.unroute(plansList);
  await page.getByRole('button', { name: 'Try again' }).click();
  // The retried load competes with the other worker's flows on a 2-core machine: give it the same 15 s.
  await expect(plansTable(page).getByRole('row').filter({ hasText: 'Premium' }).first()).toBeVisible({
    timeout: 15_000,
  });
});

test('the search and page stay in the address', async ({ page }) => {
  await page.goto('/subscriptions?search=Stand');
  await expect(page.getByRole('searchbox', { name: 'Search plans' })).toHaveValue('Stand');
  await expect(plansTable(page).getByRole('row')).toHaveCount(2);
  await searchPlans(page, 'zz-no-such-plan');
  await expect(page.getByText('No plans match “zz-no-such-plan”')).toBeVisible();
});

test('a page past the last one (say, after its last row was deleted) turns into the last page', async ({
  page,
}) => {
  await page.goto('/subscriptions?search=Premium&page=99');
  // A whole page load, then the plans: the last page is known only once they are in.
  await expect(page).toHaveURL('/subscriptions?search=Premium', LANDED);
  await expect(plansTable(page).getByRole('row').filter({ hasText: '£7.99' })).toBeVisible();
  await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
});

test('an admin adds, renames and deletes a catalogue feature; one in use cannot be deleted', async ({
  page,
}) => {
  const title = unique('Draught alert');
  await page.goto('/subscriptions');
  await page.getByRole('button', { name: 'Features', exact: true }).click();
  const catalogue = page.getByRole('dialog', { name: 'Plan features' });
  const features = catalogue.getByRole('table', { name: 'Plan features' });

  const inUse = features.getByRole('row').filter({ hasText: 'Smart schedules' });
  await expect(inUse).toBeVisible();
  const blocked = inUse.getByRole('button', { name: /is part of \d+ plans?; remove it/ });
  await expect(blocked).toBeDisabled();
  await blocked.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Delete this feature?' })).toHaveCount(0);

  await catalogue.getByRole('button', { name: 'Add feature' }).click();
  await textbox(page, 'New feature name').fill(title);
  await catalogue.getByRole('button', { name: 'Add to catalogue' }).click();
  await expect(toast(page, `The feature "${title}" has been added.`)).toBeVisible();

  await catalogue.getByRole('searchbox', { name: 'Search features' }).fill(title);
  const row = features.getByRole('row').filter({ hasText: title });
  await expect(features.getByRole('row')).toHaveCount(2);
  await expect(row.getByRole('cell').nth(1)).toHaveText('0');

  await row.getByRole('button', { name: `Rename ${title}` }).click();
  await textbox(page, 'Name').press('Escape');
  await expect(textbox(page, 'Name')).toHaveCount(0);
  await expect(catalogue).toBeVisible();
  await row.getByRole('button', { name: `Rename ${title}` }).click();
  await textbox(page, 'Name').fill('x');
  await textbox(page, 'Name').press('Enter');
  await expect(catalogue.getByText(/name of at least 2 characters/)).toBeVisible();
  const renamed = `${title} Pro`;
  await textbox(page, 'Name').fill(renamed);
  await textbox(page, 'Description').fill('Warns when a room cools too fast.');
  await catalogue.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, `The feature "${renamed}" has been updated.`)).toBeVisible();
  await expect(catalogue.getByText('Warns when a room cools too fast.')).toBeVisible();

  await catalogue.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Delete this feature?' })).toHaveCount(0);
  await expect(catalogue).toBeVisible();
  await catalogue.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this feature?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, `The feature "${renamed}" has been deleted.`)).toBeVisible();
  await expect(catalogue.getByText(`No features match “${title}”`)).toBeVisible();
});
