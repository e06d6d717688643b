import { expect, test } from '@playwright/test';
import { ADMIN, createAccount } from '../support/accounts.ts';
import { logIn, submitLogin, toast } from './console-helpers.ts';

const html = (page: import('@playwright/test').Page) => page.locator('html');

test('dark mode is saved and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('preferences'))) ?? '{}');
  expect(saved).toEqual({
    isDarkMode: true,
    isContrastMode: false,
    fontScale: 1,
    direction: 'auto',
    language: null,
    digits: 'latin',
  });
});

test('without saved preferences the system colour scheme decides, and a system change is followed', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('preferences'))).toContain('"isDarkMode":false');
});

test('a system that asks for less motion gets menus without their transition', async ({ page }) => {
  /** How long the header's language menu takes to appear, as its computed style says. */
  const menuTransition = async () => {
    await page.getByRole('button', { name: 'Language', exact: true }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const duration = await menu.evaluate((element) => getComputedStyle(element).transitionDuration);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    return duration;
  };
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  expect(await menuTransition()).not.toBe('0s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await menuTransition()).toBe('0s');
});

test("the login's menus work from the keyboard", async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Text size', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // The chosen size has the focus, then the arrows move it round the list.
  await expect(page.getByRole('menuitem', { name: '100%' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: '112.5%' })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: '87.5%' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: '125%' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(html(page)).not.toHaveCSS('font-size', '20px');
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(html(page)).toHaveCSS('font-size', '20px');
  // The row is drawn again for the new size, and the focus stays on its button.
  await expect(button).toBeFocused();
});

test('contrast, direction and text size apply to the document and persist', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Turn on high contrast' }).click();
  await expect(html(page)).toHaveAttribute('data-contrast', '');
  await page.getByRole('button', { name: 'Switch to right-to-left layout' }).click();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'Text size' }).click();
  await page.getByRole('menuitem', { name: '125%' }).click();
  await expect(html(page)).toHaveCSS('font-size', '20px');
  await page.reload();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('data-contrast', '');
  await expect(html(page)).toHaveCSS('font-size', '20px');
});

test('the drawer is 260 px wide on a wide screen and closed below 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, await createAccount({ level: 1001 }));
  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(drawer).toBeInViewport();
  expect((await drawer.boundingBox())?.width).toBeCloseTo(260, 1);

  await page.setViewportSize({ width: 1200, height: 900 });
  await expect(drawer).not.toBeInViewport();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(drawer).toBeInViewport();
  expect((await drawer.boundingBox())?.width).toBeCloseTo(260, 1);
  await drawer.getByRole('button', { name: 'Subscriptions' }).click();
  await drawer.getByRole('link', { name: 'Subscription plans' }).click();
  await expect(page).toHaveURL('/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription plans' })).toBeVisible();
  await expect(drawer).not.toBeInViewport();
});

test('toasts appear at the top centre of the window', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await submitLogin(page, { email: ADMIN.email, password: 'wrong-password-again' });
  const box = await toast(page, 'The email or password is incorrect.').boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(4);
  expect(box.y).toBeLessThan(80);
});

test('on a phone a list scrolls sideways and keeps its first column in view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, await createAccount({ level: 1001 }), '/subscriptions?search=Premium');
  const table = page.getByRole('table', { name: 'Subscription plans' });
  const row = table.getByRole('row').filter({ hasText: '£7.99' });
  const name = row.getByRole('cell').first();
  const cost = row.getByRole('cell', { name: '£7.99' });
  await expect(name).toBeVisible();
  const before = { name: await name.boundingBox(), cost: await cost.boundingBox() };

  await table.evaluate((element) => {
    let scroller = element.parentElement;
    while (scroller && scroller.scrollWidth <= scroller.clientWidth) scroller = scroller.parentElement;
    scroller?.scrollBy({ left: 300 });
  });
  await expect.poll(async () => (await cost.boundingBox())?.x).toBeLessThan((before.cost?.x ?? 0) - 200);
  expect((await name.boundingBox())?.x).toBe(before.name?.x);
});
