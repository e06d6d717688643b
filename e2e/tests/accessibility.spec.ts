import AxeBuilder from '@axe-core/playwright';
import {
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { adminOperations, auditLogOperations, commandOperations, LEVEL } from '@radiant/contract';
import {
  createAccount,
  createHeatedRoom,
  createResidents,
  demoAlarm,
  demoClient,
  demoRoom,
} from '../support/accounts.ts';
import { callOperation } from '../support/api.ts';
import { E2E } from '../support/environment.ts';
import { expectAllLoaded, LOADING } from '../support/loaded.ts';
import { acceptThroughApi, invitedAdmin, turnOnTwoFactorWith } from './admin-helpers.ts';
import { logIn, logOut, submitLogin } from './console-helpers.ts';
import { applyAtGateways, tokenOf } from './gateway-helpers.ts';
import { codeStepHeading, turnOnInSettings } from './two-factor-helpers.ts';

/** The display modes as the header toggles save them; dark and high contrast combine. */
const MODES = {
  light: { isDarkMode: false, isContrastMode: false, direction: 'ltr' },
  dark: { isDarkMode: true, isContrastMode: false, direction: 'ltr' },
  contrast: { isDarkMode: false, isContrastMode: true, direction: 'ltr' },
  'dark contrast': { isDarkMode: true, isContrastMode: true, direction: 'ltr' },
  'right-to-left': { isDarkMode: false, isContrastMode: false, direction: 'rtl' },
} as const;
type Mode = (typeof MODES)[keyof typeof MODES];

/**
 * The desktop's width, wide enough for the drawer to stay open so that its links are analysed too, and a
 * phone's, where the drawer closes and wide content (tables, swatches) scrolls sideways.
 */
const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  '375 px': { width: 375, height: 812 },
} as const;
type Viewport = (typeof VIEWPORTS)[keyof typeof VIEWPORTS];

type DemoIds = {
  plan: string;
  user: number;
  room: number;
  client: number;
  alarm: number;
  command: number;
  controlled: number;
  /** An admin of the team, by name, who can be given a new invitation link. */
  admin: string;
  /** Their id: they have joined, signed in and turned on two-factor sign-in. */
  adminId: number;
  /** The audit log entry of their rename. */
  renameEntry: number;
};

type Screen = {
  name: string;
  /** Screens of one record take the id of a demo record. */
  path: string | ((ids: DemoIds) => string);
  /** Buttons to press in turn once the screen has loaded: they open a dialog or show the form's errors. */
  press?: string | string[] | ((ids: DemoIds) => string[]);
  /** What pressing it brings up, to be fully shown before the analysis. */
  shows?: (page: Page) => Locator;
  /**
   * The screen this one shows again with other data (the same components, so the same colours): analysed in
   * light mode only, the other modes being covered by that screen.
   */
  variantOf?: string;
};

/** The not-found screen, which a walk passes through between two screens (and loads afresh as a screen). */
const BETWEEN_SCREENS = '/404';

const SIGNED_IN_SCREENS: Screen[] = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'alarms', path: '/alarms' },
  {
    name: "an alarm's detail",
    path: (ids) => `/alarms?status=all&id=${ids.alarm}`,
    shows: (page) => page.getByRole('dialog'),
  },
  { name: 'commands', path: '/commands' },
  {
    name: "a command's detail",
    path: (ids) => `/commands?id=${ids.command}`,
    shows: (page) => page.getByRole('dialog'),
  },
  {
    name: 'Set heating dialog',
    path: (ids) => `/residential-users_details?id=${ids.user}`,
    press: 'Set heating…',
    shows: (page) => page.getByRole('dialog', { name: 'Set heating' }),
  },
  {
    name: 'Set heating dialog with a preview',
    path: (ids) => `/residential-users_details?id=${ids.user}`,
    press: ['Set heating…', 'Preview'],
    shows: (page) =>
      page
        .getByRole('dialog', { name: 'Set heating' })
        .filter({ has: page.getByRole('table', { name: 'Homes most affected' }) }),
  },
  { name: 'alarm rules', path: '/alarm-rules' },
  {
    name: "a client's alarm rules",
    path: (ids) => `/alarm-rules?scope=client&client=${ids.client}`,
    variantOf: 'alarm rules',
  },
  { name: 'webhooks', path: '/webhooks' },
  {
    name: 'add a webhook',
    path: '/webhooks?add',
    shows: (page) => page.getByRole('dialog', { name: 'Add a webhook' }),
  },
  { name: 'admin team', path: '/admins' },
  {
    name: 'add an admin',
    path: '/admins?add',
    shows: (page) => page.getByRole('dialog', { name: 'Add an admin' }),
  },
  {
    name: "an admin's new invitation link",
    path: '/admins',
    press: (ids) => [`New invitation link for ${ids.admin}`, 'Make a new link'],
    shows: (page) => page.getByRole('dialog', { name: 'Invitation link' }),
  },
  {
    name: "an admin's sessions",
    path: (ids) => `/admins?sessions=${ids.adminId}`,
    shows: (page) => page.getByRole('dialog', { name: /^Sessions of / }),
  },
  {
    name: 'reset two-factor sign-in',
    path: '/admins',
    press: (ids) => [`Reset two-factor sign-in for ${ids.admin}`],
    shows: (page) => page.getByRole('dialog', { name: 'Reset two-factor sign-in?' }),
  },
  { name: 'audit log', path: '/audit-log' },
  {
    name: "an audit log entry's changes",
    path: (ids) => `/audit-log?entity=admin&entity_id=${ids.adminId}`,
    press: (ids) => [`Details of entry ${ids.renameEntry}`],
    shows: (page) => page.getByRole('dialog', { name: /^Changed: entry / }),
  },
  { name: 'subscription plans', path: '/subscriptions' },
  { name: 'plan details', path: (ids) => `/subscription_details?id=${ids.plan}` },
  { name: 'add a plan', path: '/add_subscription' },
  {
    name: 'add a plan, with errors',
    path: '/add_subscription',
    press: 'Create plan',
    shows: (page) => page.getByText('Choose a tier.'),
  },
  { name: 'edit a plan', path: (ids) => `/add_subscription?id=${ids.plan}`, variantOf: 'add a plan' },
  {
    name: 'plan features dialog',
    path: '/subscriptions',
    press: 'Features',
    shows: (page) => page.getByRole('dialog', { name: 'Plan features' }),
  },
  { name: 'radiator manufacturers', path: '/radiator-manufactures' },
  {
    name: 'add a manufacturer',
    path: '/radiator-manufactures?edit=new',
    shows: (page) => page.getByRole('dialog', { name: 'Add a manufacturer' }),
  },
  { name: 'manufacturer overview', path: '/radiators-manufactures' },
  { name: 'residential users', path: '/residential-users' },
  {
    name: 'residential users filtered',
    path: '/residential-users?status=0&sort=name',
    variantOf: 'residential users',
  },
  { name: 'residential user details', path: (ids) => `/residential-users_details?id=${ids.user}` },
  { name: 'room details', path: (ids) => `/rooms_details?id=${ids.room}` },
  { name: 'damp and cold', path: '/damp-and-cold' },
  {
    name: "a resident's heating control in every state",
    path: (ids) => `/residential-users_details?id=${ids.controlled}`,
  },
  { name: 'commercial clients', path: '/commercial-clients' },
  {
    name: 'commercial client details',
    path: (ids) => `/commercial-clients?id=${ids.client}`,
    shows: (page) => page.getByRole('dialog'),
  },
  {
    name: "a commercial client's brand colours",
    path: (ids) => `/commercial-clients?id=${ids.client}`,
    press: 'Edit brand colours',
    shows: (page) => page.getByRole('button', { name: 'Save colours' }),
  },
  { name: 'add a commercial client', path: '/commercial-clients-add' },
  { name: 'settings', path: '/settings' },
  {
    name: 'two-factor setup with its QR code',
    path: '/settings#two-factor',
    press: 'Turn on two-factor sign-in',
    shows: (page) => page.getByRole('img', { name: 'QR code for your authenticator app' }),
  },
  { name: 'not found', path: BETWEEN_SCREENS },
  { name: 'residential revenue chart', path: '/residential-users-revenue-chart' },
  {
    name: 'residential sign-ups chart',
    path: '/residential-users-signups?period=weekly',
    variantOf: 'residential revenue chart',
  },
  {
    name: 'residential subscriptions chart',
    path: '/residential-users-subscription-chart',
    variantOf: 'residential revenue chart',
  },
  {
    name: 'commercial revenue chart',
    path: '/commercial-clients-revenue-chart',
    variantOf: 'residential revenue chart',
  },
  {
    name: 'commercial sign-ups chart',
    path: '/commercial-clients-signup-chart?period=yearly',
    variantOf: 'residential revenue chart',
  },
  {
    name: 'commercial subscriptions chart',
    path: '/commercial-clients-subscription-chart',
    variantOf: 'residential revenue chart',
  },
  { name: 'residential analytics', path: '/residential_analytics' },
  {
    name: "a resident's analytics by year",
    path: (ids) => `/residential_analytics?userId=${ids.user}&period=yearly`,
    variantOf: 'residential analytics',
  },
  { name: 'rooms analytics', path: (ids) => `/rooms-analytics?userId=${ids.user}` },
  { name: 'per-room analytics', path: (ids) => `/per-room-analytics?userId=${ids.user}&roomId=${ids.room}` },
  {
    name: "commercial analytics with a client's radiators",
    path: (ids) => `/commercial_analytics?clientId=${ids.client}`,
  },
];

const SIGNED_OUT_SCREENS: Screen[] = [
  { name: 'login', path: '/' },
  // The form shows before the token is tried, so any token will do.
  { name: 'accept an invitation', path: '/accept-invitation#token=axe-check' },
  { name: 'an invitation link cut short', path: '/accept-invitation' },
];

/**
 * An admin the owner added, who joined and turned on two-factor sign-in, then was renamed: their row offers a
 * new invitation link, their sessions and a reset, and the audit log has the rename's before and after.
 */
async function teamMember(page: Page, owner: { email: string; password: string }) {
  const ownerToken = await tokenOf(page, owner);
  const { id, token } = await invitedAdmin(page, ownerToken);
  await turnOnTwoFactorWith(page, await acceptThroughApi(page, token, 'a radiator that remembers'));
  const body = { first_name: 'Ada', last_name: `Lovelace${id}`, level: LEVEL.ADMIN };
  await callOperation(page.request, adminOperations.update, { params: { id }, body }, ownerToken);
  const query = { entity: 'admin', entity_id: String(id), action: 'update' };
  const log = await callOperation(page.request, auditLogOperations.list, { query }, ownerToken);
  const [rename] = (await log.json()).data.entries as { id: number }[];
  return { admin: `Ada Lovelace${id}`, adminId: id, renameEntry: rename?.id ?? 0 };
}

/**
 * A command to a resident of the test's own, so that its drawer has radiators waiting for their gateway without
 * touching the demo radiators other tests send commands to.
 */
async function sentCommand(page: Page, admin: { email: string; password: string }) {
  const [userId = 0] = await createResidents(`Commands${Date.now().toString(36)}`, [{ firstName: 'Axe' }]);
  await createHeatedRoom(userId, 'Lounge');
  const body = { target: { user_ids: [userId] }, change: { mode: 'eco' } };
  const created = await callOperation(
    page.request,
    commandOperations.create,
    { body },
    await tokenOf(page, admin),
  );
  return (await created.json()).data.command.id as number;
}

/**
 * A resident of the test's own whose heating control shows every state: a room confirmed (comfort with an
 * end), one waiting (eco), one refused (frost, with the gateway's reason), one on its schedule and one never
 * commanded.
 */
async function controlledResident(page: Page, admin: { email: string; password: string }) {
  const [userId = 0] = await createResidents(`Control${Date.now().toString(36)}`, [{ firstName: 'Axe' }]);
  const token = await tokenOf(page, admin);
  const until = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const changes = [
    { room: 'Lounge', change: { mode: 'comfort', setpoint_c: 22.5, until }, gateway: 'applies' },
    { room: 'Kitchen', change: { mode: 'eco' } },
    { room: 'Bedroom', change: { mode: 'frost' }, gateway: 'rejects' },
    { room: 'Hall', change: { mode: 'schedule' }, gateway: 'applies' },
    { room: 'Study' },
  ];
  for (const { room, change, gateway } of changes) {
    const { roomId, homeId } = await createHeatedRoom(userId, room);
    if (!change) continue;
    const body = { target: { room_ids: [roomId] }, change };
    await callOperation(page.request, commandOperations.create, { body }, token);
    if (gateway) await applyAtGateways(page, token, [homeId], gateway === 'applies');
  }
  return userId;
}

/** Options of a context whose saved preferences put the console in `mode` from the first paint. */
const contextOptions = (mode: Mode) =>
  ({
    baseURL: E2E.baseUrl,
    viewport: VIEWPORTS.desktop,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: E2E.baseUrl,
          localStorage: [{ name: 'preferences', value: JSON.stringify({ ...mode, fontScale: 1 }) }],
        },
      ],
    },
  }) satisfies BrowserContextOptions;

// A screen's lazy chunk and data can take longer than the default 5 s on a busy 2-core machine.
const LOADED = { timeout: 20_000 };
/** What a walk allows each screen it opens: a test for one screen had the suite's 60 s. */
const SCREEN_TIMEOUT_MS = 30_000;

/** Marks the headings on the page, so that the next screen's own can be told from them. */
const markHeadings = (page: Page) =>
  page.evaluate(() => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-walked', '');
  });

/** A heading drawn since the page's were marked. */
const newHeading = (page: Page) => page.locator('h1:not([data-walked])');

/** Goes to `path` the way the console's own links do, as a history entry the router reads (no reload). */
const pushPath = (page: Page, path: string) =>
  page.evaluate((to) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    window.history.pushState({ usr: null, key: `walk${index + 1}`, idx: index + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);

/**
 * Opens a screen of a walk without reloading the console: through the not-found screen, which shares nothing
 * with any other (outside the signed-in shell), so that the screen is drawn afresh however alike it is to the
 * one before. The first screen of a walk, and the one after a screen that failed, load the page afresh.
 */
async function arrive(page: Page, path: string, afresh: boolean) {
  if (afresh || path === BETWEEN_SCREENS) {
    await page.goto(path);
    return;
  }
  if (new URL(page.url()).pathname !== BETWEEN_SCREENS) {
    await markHeadings(page);
    await pushPath(page, BETWEEN_SCREENS);
    await expect(newHeading(page)).toBeVisible(LOADED);
  }
  await markHeadings(page);
  await pushPath(page, path);
  await expect(newHeading(page)).toBeVisible(LOADED);
}

async function open(page: Page, mode: Mode, viewport: Viewport, screen: Screen, ids: DemoIds, afresh = true) {
  await page.setViewportSize(viewport);
  await arrive(page, typeof screen.path === 'string' ? screen.path : screen.path(ids), afresh);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', mode.isDarkMode ? 'dark' : 'light');
  await expect(html).toHaveAttribute('dir', mode.direction);
  if (mode.isContrastMode) await expect(html).toHaveAttribute('data-contrast', '');
  else await expect(html).not.toHaveAttribute('data-contrast');
  await expectAllLoaded(page, LOADED.timeout);

  const press = typeof screen.press === 'function' ? screen.press(ids) : screen.press;
  for (const name of [press ?? []].flat()) await page.getByRole('button', { name, exact: true }).click();
  const shown = screen.shows?.(page);
  if (shown) {
    await expect(shown).toHaveCSS('opacity', '1', LOADED);
    await expect(shown.locator(LOADING)).toHaveCount(0, LOADED);
  }
  await settled(page);
}

/**
 * Opens and analyses each screen in turn on one page, each a step of the test named after it (each loaded
 * afresh with `reloadEach`). A screen that fails does not stop the walk: the test fails at its end, naming
 * every screen that failed and why.
 */
async function walk(
  page: Page,
  mode: Mode,
  viewport: Viewport,
  screens: Screen[],
  ids: DemoIds,
  { where, reloadEach = false }: { where: string; reloadEach?: boolean },
) {
  const failures: string[] = [];
  let afresh = true;
  for (const screen of screens) {
    try {
      await test.step(`${screen.name} screen`, async () => {
        await open(page, mode, viewport, screen, ids, afresh);
        await expectAccessible(page, where, screen);
      });
      afresh = reloadEach;
    } catch (error) {
      failures.push(`${screen.name}: ${(error as Error).message}`);
      afresh = true;
    }
  }
  expect(failures, `screens that failed in ${where}`).toEqual([]);
}

/** Colours are measured mid-transition otherwise; only the loading bar's sweep runs forever. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.allSettled(finite.map((animation) => animation.finished));
  });
}

/** Every serious or critical axe finding, one readable line per element. */
async function seriousFindings(page: Page) {
  // Legacy mode runs axe in the page itself instead of collecting frame results in a new page: twice as fast,
  // and the console has no frames to reach.
  // A client's brand samples (the app preview, the swatches of the contrast table) show the client's own
  // colours, failing pairs included on purpose: the console's contrast table reports them in its own colours.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .exclude('[data-brand-sample]')
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const why = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ');
        // Mantine's class names say little, so the start of the element's markup comes along.
        const element = node.html.length > 120 ? `${node.html.slice(0, 120)}…` : node.html;
        return `${violation.id} (${violation.impact}) at ${node.target.join(' ')} ${element}: ${why}`;
      }),
    );
}

async function expectAccessible(page: Page, where: string, screen: Screen) {
  const findings = await seriousFindings(page);
  expect(findings, `axe findings on the ${screen.name} screen in ${where}`).toEqual([]);
}

// The modes run side by side; each mode's tests run in order on one worker, which logs in once for them all.
test.describe.configure({ mode: 'parallel' });

for (const [modeName, mode] of Object.entries(MODES)) {
  test.describe(`${modeName} mode`, () => {
    test.describe.configure({ mode: 'default' });
    test.use(contextOptions(mode));
    let context: BrowserContext;
    let page: Page;
    let ids: DemoIds;

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext(contextOptions(mode));
      page = await context.newPage();
      // An owner sees every screen, the owners' own (the admin team, alarm rules, webhooks) included.
      const admin = await createAccount({ level: LEVEL.OWNER });
      await logIn(page, admin);
      await page.goto('/subscriptions?search=Premium');
      const details = page.getByRole('link', { name: 'Details of Premium', exact: true });
      const plan =
        new URL((await details.getAttribute('href')) ?? '', E2E.baseUrl).searchParams.get('id') ?? '';
      expect(plan).toMatch(/^\d+$/);
      const { userId, roomId } = await demoRoom();
      ids = {
        plan,
        user: userId,
        room: roomId,
        client: await demoClient(),
        alarm: await demoAlarm(),
        command: await sentCommand(page, admin),
        controlled: await controlledResident(page, admin),
        ...(await teamMember(page, admin)),
      };
    });

    test.afterAll(() => context.close());

    // Both widths use the mode's logged-in page, resized before each screen. Colours do not change with the
    // width, so the phone's width (where content reflows and scrolls) is analysed in light mode only: it
    // halves the suite, which took two thirds of the end-to-end run.
    const viewports = Object.entries(VIEWPORTS).filter(
      ([name]) => modeName === 'light' || name === 'desktop',
    );
    for (const [viewportName, viewport] of viewports) {
      test.describe(viewportName, () => {
        const where = `${modeName} mode at ${viewportName} width`;

        // The screens before a session need a context of their own, one that has not logged in. Each loads
        // afresh: they differ only by the address's fragment.
        test('every screen before a session', async ({ page: loggedOut }) => {
          const failures: string[] = [];
          for (const screen of SIGNED_OUT_SCREENS) {
            await test
              .step(`${screen.name} screen`, async () => {
                await open(loggedOut, mode, viewport, screen, ids);
                await expectAccessible(loggedOut, where, screen);
              })
              .catch((error: Error) => failures.push(`${screen.name}: ${error.message}`));
          }
          expect(failures, `screens that failed in ${where}`).toEqual([]);
        });

        // What an admin (not an owner) finds at an owner's screen: a context of their own too.
        test("owners' screen as an admin", async ({ page: adminPage }) => {
          const screen = { name: "owners' screen as an admin", path: '/admins' };
          await logIn(adminPage, await createAccount({ level: LEVEL.ADMIN }));
          await open(adminPage, mode, viewport, screen, ids);
          await expect(adminPage.getByText('Only owners can manage the admin team')).toBeVisible();
          await expectAccessible(adminPage, where, screen);
        });

        // An admin of their own turns two-factor sign-in on, then signs in again: the screens on the way.
        test("two-factor sign-in's recovery codes and the login's code step", async ({ page: adminPage }) => {
          const admin = await createAccount({ level: LEVEL.ADMIN });
          await logIn(adminPage, admin);
          const settings = { name: 'settings', path: '/settings#two-factor' };
          await open(adminPage, mode, viewport, settings, ids);
          await turnOnInSettings(adminPage);
          await settled(adminPage);
          await expectAccessible(adminPage, where, { name: 'recovery codes', path: settings.path });

          await adminPage.getByRole('button', { name: 'I have saved them' }).click();
          await logOut(adminPage);
          await submitLogin(adminPage, admin);
          await expect(codeStepHeading(adminPage)).toBeVisible();
          await settled(adminPage);
          await expectAccessible(adminPage, where, { name: "login's code step", path: '/' });
          await adminPage.getByRole('button', { name: 'Use a recovery code instead' }).click();
          await expect(adminPage.getByRole('textbox', { name: 'Recovery code' })).toBeFocused();
          await expectAccessible(adminPage, where, { name: "login's recovery code step", path: '/' });
        });

        const screens = SIGNED_IN_SCREENS.filter((screen) => modeName === 'light' || !screen.variantOf);
        test('every signed-in screen', async () => {
          test.setTimeout(screens.length * SCREEN_TIMEOUT_MS);
          await walk(page, mode, viewport, screens, ids, { where });
        });
      });
    }
  });
}
