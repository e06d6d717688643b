import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { NO_CASE_TIMINGS } from '@radiant/contract';
import pg from 'pg';
import { createAccount, createHeatedRoom, createResidents, demoClient } from '../support/accounts.ts';
import { E2E } from '../support/environment.ts';
import { LANDED, logIn, toast, unique } from './console-helpers.ts';

/**
 * A resident of the first demo client with a home of their own, the client made a social landlord so that
 * Awaab's Law's clocks run on the home's cases. Answers the resident's and the home's ids.
 */
async function residentOfSocialLandlord(lastName: string) {
  const [userId = 0] = await createResidents(lastName, [{ firstName: 'Ada' }]);
  const { roomId } = await createHeatedRoom(userId, 'Bedroom');
  const clientId = await demoClient();
  const pool = new pg.Pool({ connectionString: E2E.databaseUrl, max: 1 });
  try {
    await pool.query('UPDATE users SET commercial_client_id = $1 WHERE id = $2', [clientId, userId]);
    await pool.query(
      `INSERT INTO case_policies (client_id, social_landlord, hazards) VALUES ($1, true, $2)
       ON CONFLICT (client_id) DO UPDATE SET social_landlord = true`,
      [clientId, JSON.stringify(NO_CASE_TIMINGS)],
    );
    const { rows } = await pool.query<{ id: number }>('SELECT home_id AS id FROM rooms WHERE id = $1', [
      roomId,
    ]);
    return { userId, homeId: rows[0]?.id ?? 0 };
  } finally {
    await pool.end();
  }
}

/** A real PNG of one pixel. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const drawerOf = (page: Page) => page.getByRole('dialog', { name: /^Case \d+: / });
const modalOf = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });
const timelineOf = (page: Page) => drawerOf(page).getByRole('region', { name: 'Timeline' });

async function choose(page: Page, scope: ReturnType<typeof modalOf>, field: string, option: string) {
  await scope.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin opens a case for a home, follows its deadline and works it through to closed', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const { userId, homeId } = await residentOfSocialLandlord(unique('Cases'));
  // From the resident's page: the home's "Open a case", a hazard and what was reported.
  await logIn(page, await createAccount({ level: 1001 }), `/residential-users_details?id=${userId}`);
  await page.getByRole('button', { name: 'Open a case for Test home' }).click(LANDED);
  const opening = modalOf(page, 'Open a case');
  await choose(page, opening, 'Hazard', 'Damp and mould');
  // A multi-select's box takes the click; the keyboard opens its options as a user's would.
  await opening.getByRole('combobox', { name: 'Rooms' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Bedroom', exact: true }).click();
  await page.keyboard.press('Escape');
  await opening
    .getByRole('textbox', { name: 'First note' })
    .fill('Resident rang: black mould in the bedroom.');
  await opening.getByRole('button', { name: 'Open the case' }).click();

  await expect(page).toHaveURL(/\/cases\?id=\d+$/);
  const caseId = new URL(page.url()).searchParams.get('id');
  await expect(toast(page, /opened/i)).toBeVisible();
  const drawer = drawerOf(page);
  await expect(page.getByRole('dialog', { name: `Case ${caseId}: Damp and mould` })).toBeVisible();
  // Awaab's Law: investigated within 10 working days, still to come.
  const clock = drawer.getByRole('table', { name: 'Deadlines of the case' });
  await expect(clock.getByRole('row', { name: /Investigate/ })).toContainText(/Due/);
  await expect(timelineOf(page)).toContainText('Resident rang: black mould in the bedroom.');
  // The readings around it, room by room: this new home has none yet.
  const readings = drawer.getByRole('region', { name: 'Readings' });
  await expect(
    readings.getByRole('heading', { name: 'Bedroom: humidity and temperature by day' }),
  ).toBeVisible();
  await expect(readings).toContainText(/^Readings.*No readings from /s);

  // On the list of the home's cases with its deadline.
  await page.goto(`/cases?home=${homeId}`);
  const table = page.getByRole('table', { name: 'Cases' });
  const row = table.getByRole('row', { name: new RegExp(`Case ${caseId}: Damp and mould`) });
  await expect(row).toContainText(/Due soon|Due/, LANDED);
  await expect(row).toContainText('Significant');
  await expect(row).toContainText('Open');
  await row.getByRole('button', { name: `Case ${caseId}: Damp and mould` }).click();
  await expect(page).toHaveURL(`/cases?home=${homeId}&id=${caseId}`);

  // A contact attempt that found nobody in.
  await drawer.getByRole('button', { name: 'Record a contact' }).click();
  const contact = modalOf(page, 'Record a contact');
  await contact.getByRole('textbox', { name: 'Text' }).fill('Knocked twice, nobody in.');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact).toBeHidden();
  await expect(timelineOf(page)).toContainText('Contact attempt: No access');
  await expect(timelineOf(page)).toContainText('Knocked twice, nobody in.');

  // A note.
  await drawer.getByRole('button', { name: 'Add a note' }).click();
  const note = modalOf(page, 'Add a note');
  await note.getByRole('textbox', { name: 'Text' }).fill('Letter sent offering three appointments.');
  await note.getByRole('button', { name: 'Save' }).click();
  await expect(note).toBeHidden();
  await expect(timelineOf(page)).toContainText('Letter sent offering three appointments.');

  // A photo of the wall, kept re-encoded as JPEG and downloadable from the timeline.
  await drawer.getByRole('button', { name: 'Attach a file' }).click();
  const attaching = modalOf(page, 'Attach a file');
  await attaching.locator('input[type="file"]').setInputFiles({
    name: 'mould.png',
    mimeType: 'image/png',
    buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
  });
  await attaching.getByRole('button', { name: 'Save' }).click();
  await expect(attaching).toBeHidden();
  await expect(timelineOf(page)).toContainText('Attachment: mould.jpg');
  await expect(timelineOf(page).getByRole('button', { name: 'Download mould.jpg' })).toBeVisible();

  // Frost protection sent from the case to the home's radiator, recorded on its timeline.
  await drawer.getByRole('button', { name: 'Set heating…' }).click();
  const heating = page.getByRole('dialog', { name: 'Set heating' });
  await heating.getByRole('radio', { name: 'Frost protection' }).check();
  await heating.getByRole('button', { name: 'Preview' }).click();
  await heating.getByRole('button', { name: 'Send to 1 radiator' }).click();
  await expect(heating).toBeHidden();
  await expect(timelineOf(page)).toContainText('Command sent');
  await expect(timelineOf(page).getByRole('link', { name: /^Open command \d+$/ })).toBeVisible();

  // The evidence pack so far, as a PDF and as CSV files, under the names the server gives.
  for (const [button, name, magic] of [
    ['Evidence pack (PDF)', `case-${caseId}.pdf`, '%PDF-'],
    ['Data (CSV files, ZIP)', `case-${caseId}.zip`, 'PK'],
  ] as const) {
    const downloading = page.waitForEvent('download');
    await drawer.getByRole('button', { name: button }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    const saved = await readFile(await download.path());
    expect(saved.subarray(0, magic.length).toString('latin1')).toBe(magic);
  }
  await expect(toast(page, 'The evidence pack has been saved.').first()).toBeVisible();

  // Straight to works: the investigation has concluded.
  await drawer.getByRole('button', { name: 'Move to Works' }).click();
  await modalOf(page, 'Move to Works').getByRole('button', { name: 'Save' }).click();
  await expect(timelineOf(page)).toContainText('Open → Works');
  await expect(drawer.getByRole('button', { name: 'Move to Works' })).toBeHidden();

  // Closed with its reason.
  await drawer.getByRole('button', { name: 'Close the case' }).click();
  const closing = modalOf(page, 'Close the case');
  await choose(page, closing, 'Reason', 'Resolved');
  await closing.getByRole('textbox', { name: 'Text' }).fill('Mould treated, extractor fitted.');
  await closing.getByRole('button', { name: 'Close the case' }).click();
  await expect(timelineOf(page)).toContainText('Closed: Resolved');
  await expect(drawer.getByRole('button', { name: 'Close the case' })).toBeHidden();

  // The timeline holds every step in order; the open cases of the home no longer include it.
  await expect(timelineOf(page)).toContainText(
    /Opened[\s\S]*Contact attempt: No access[\s\S]*Note[\s\S]*Open → Works[\s\S]*Closed: Resolved/,
  );
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`/cases?home=${homeId}`);
  await expect(page.getByRole('heading', { name: 'No cases match' })).toBeVisible();
  await expect(row).toBeHidden();
});

test("a damp alarm in a social landlord's home opens a case by itself, which the admin follows and starts", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, await createAccount({ level: 1001 }), '/alarms?rule=damp_risk');

  // The demo's "… Housing" clients are social landlords: their homes' damp alarms open cases by themselves.
  const alarms = page.getByRole('table', { name: 'Alarms' });
  const row = alarms
    .getByRole('row')
    .filter({ hasText: / Housing/ })
    .first();
  await row.getByRole('button', { name: 'Damp and mould risk', exact: true }).click(LANDED);
  const alarm = page.getByRole('dialog', { name: 'Damp and mould risk' });
  const opened = alarm
    .getByRole('table', { name: 'Open cases' })
    .getByRole('link', { name: /^Case \d+: Damp and mould$/ })
    .first();
  await expect(opened).toBeVisible(LANDED);
  const caseId = /\d+/.exec((await opened.textContent()) ?? '')?.[0];
  await opened.click();
  await expect(page).toHaveURL(new RegExp(`/cases\\?home=\\d+&id=${caseId}$`));

  // Opened by Radiant, linked to its alarm, with Awaab's Law's clock running.
  const drawer = drawerOf(page);
  await expect(page.getByRole('dialog', { name: `Case ${caseId}: Damp and mould` })).toBeVisible();
  await expect(drawer.getByText('Opened', { exact: true }).first().locator('xpath=..')).toContainText(
    'Radiant',
  );
  const clock = drawer.getByRole('table', { name: 'Deadlines of the case' });
  await expect(clock.getByRole('row', { name: /Investigate/ })).toContainText(/Due|Met|Missed/);

  // The first step: the resident reached, the investigation begun.
  await drawer.getByRole('button', { name: 'Record a contact' }).click();
  const contact = modalOf(page, 'Record a contact');
  await choose(page, contact, 'Outcome', 'Reached');
  await contact.getByRole('textbox', { name: 'Text' }).fill('Resident reached: survey booked for Monday.');
  await contact.getByRole('button', { name: 'Save' }).click();
  await expect(contact).toBeHidden();
  await expect(timelineOf(page)).toContainText('Contact attempt: Reached');
  await drawer.getByRole('button', { name: 'Move to Investigating' }).click();
  await modalOf(page, 'Move to Investigating').getByRole('button', { name: 'Save' }).click();
  await expect(timelineOf(page)).toContainText(/Open → Investigating|→ Investigating/);

  // And back to the alarm it came from.
  await drawer.getByRole('link', { name: 'Open the alarm' }).click();
  await expect(page).toHaveURL(/\/alarms\?id=\d+$/);
  await expect(page.getByRole('dialog', { name: /Damp and mould risk/ })).toBeVisible();
});
