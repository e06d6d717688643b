import { expect, type Page } from '@playwright/test';

/** What a screen shows while its data is on the way: skeletons, and parts marked busy. */
export const LOADING = '[aria-busy="true"], .mantine-Skeleton-root';

/**
 * Waits until nothing on the page is loading, bringing each part still loading into sight in turn: the
 * dashboard draws a widget only once it comes near the window.
 */
export async function expectAllLoaded(page: Page, timeout: number): Promise<void> {
  const loading = page.locator(LOADING);
  await expect(async () => {
    if ((await loading.count()) > 0) await loading.first().scrollIntoViewIfNeeded({ timeout: 1000 });
    await expect(loading).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout });
  await page.evaluate(() => window.scrollTo(0, 0));
}
