import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { postgresDatabase } from '../../apps/server/src/db/database.ts';
import { createCommercialClient } from '../../apps/server/test/support/accounts.ts';
import { createAccount } from '../support/accounts.ts';
import { E2E } from '../support/environment.ts';
import { LANDED, logIn, toast, unique } from './console-helpers.ts';

/** A commercial client of its own, so that no other test's reports or settings meet this one's. */
async function newClient() {
  const database = postgresDatabase(new pg.Pool({ connectionString: E2E.databaseUrl, max: 1 }));
  try {
    return await createCommercialClient(database, { businessName: unique('Reports Housing') });
  } finally {
    await database.close();
  }
}

/** The last complete month (UK time) as the card names it, and as a file name has it: "October 2026", "2026-10". */
function lastMonth() {
  const [year = 0, month = 0] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  const first = new Date(Date.UTC(year, month - 2, 1));
  return {
    name: new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(first),
    file: first.toISOString().slice(0, 7),
  };
}

test("an owner sets a client's monthly report, makes last month's now and downloads its PDF", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const client = await newClient();
  const month = lastMonth();
  await logIn(page, await createAccount({ level: 2001 }), `/commercial-clients?id=${client.id}`);

  const card = page.getByRole('region', { name: 'Monthly reports' });
  await expect(card.getByText('No reports yet.')).toBeVisible(LANDED);

  // The settings: the day of the month, who receives it, and the language it is written in.
  const settings = card.getByRole('form', { name: 'Report settings' });
  await settings.getByRole('textbox', { name: 'Day of the month' }).fill('5');
  await settings
    .getByRole('textbox', { name: 'Recipients' })
    .fill('Housing@Reports.example\nboard@reports.example');
  await settings.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Deutsch', exact: true }).click();
  await settings.getByRole('button', { name: 'Save report settings' }).click();
  await expect(toast(page, 'The report settings have been saved.')).toBeVisible();
  await expect(settings.getByRole('combobox', { name: 'Language' })).toHaveValue('Deutsch');

  // Last month's report now: listed with the recipients just saved, kept rather than mailed (no mail server).
  await card.getByRole('button', { name: "Make last month's report now" }).click();
  await expect(toast(page, 'The report has been made.')).toBeVisible();
  const table = card.getByRole('table', { name: 'Monthly reports' });
  const row = table.getByRole('row', { name: new RegExp(`^${month.name}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('housing@reports.example, board@reports.example');
  await expect(row).toContainText('Not mailed (no mail server)');
  await expect(table.getByRole('row')).toHaveCount(2);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `PDF of ${month.name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`report-${client.id}-${month.file}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(toast(page, 'The report has been downloaded.')).toBeVisible();

  // Sending it again needs a mail server, which this one has not: the console says so.
  await row.getByRole('button', { name: `Send again of ${month.name}` }).click();
  await expect(toast(page, /No mail server is configured/)).toBeVisible();
});
