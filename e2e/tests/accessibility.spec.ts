import AxeBuilder from '@axe-core/playwright';
import {
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import {
  adminOperations,
  auditLogOperations,
  caseOperations,
  commandOperations,
  LEVEL,
  preferenceOperations,
} from '@radiant/contract';
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
import { type Credentials, logIn, logOut, submitLogin } from './console-helpers.ts';
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
/** A mode, and the console's language when it is not the browser's (English). */
type Mode = (typeof MODES)[keyof typeof MODES] | LanguageMode;
type LanguageMode = {
  isDarkMode: boolean;
  isContrastMode: boolean;
  direction: 'auto';
  language: 'ar' | 'de';
};

/**
 * The ways a screen is analysed in another language, in turn from screen to screen: the four colour modes at
 * the desktop's width and light at a phone's. The language's own direction: Arabic is drawn right to left.
 */
const LANGUAGE_WAYS = [
  ['light mode', MODES.light, 'desktop'],
  ['dark mode', MODES.dark, 'desktop'],
  ['contrast mode', MODES.contrast, 'desktop'],
  ['dark contrast mode', MODES['dark contrast'], 'desktop'],
  ['light mode at 375 px width', MODES.light, '375 px'],
] as const;
const LANGUAGES = { ar: 'Arabic', de: 'German' } as const;

/**
 * The desktop's width, wide enough for the drawer to stay open so that its links are analysed too, and a
 * phone's, where the drawer closes and wide content (tables, swatches) scrolls sideways.
 */
const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  '375 px': { width: 375, height: 812 },
} as const;

type DemoIds = {
  plan: string;
  user: number;
  room: number;
  /** The demo room's home, by name, and a case opened on it. */
  homeName: string;
  case: number;
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
  { name: 'cases', path: '/cases' },
  {
    name: "a case's clock and timeline",
    path: (ids) => `/cases?id=${ids.case}`,
    shows: (page) => page.getByRole('dialog', { name: /^Case \d+: / }),
  },
  {
    name: 'record a contact',
    path: (ids) => `/cases?id=${ids.case}`,
    press: 'Record a contact',
    shows: (page) => page.getByRole('dialog', { name: 'Record a contact' }),
  },
  {
    name: 'open a case',
    path: (ids) => `/residential-users_details?id=${ids.user}`,
    press: (ids) => [`Open a case for ${ids.homeName}`],
    shows: (page) => page.getByRole('dialog', { name: 'Open a case' }),
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
    name: "the audit log's calendar",
    path: '/audit-log',
    press: 'Choose the day and time: From',
    shows: (page) => page.getByRole('dialog', { name: 'Choose the day and time: From' }),
  },
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

/** A damp case on the demo room's home, so that a case's drawer has a clock and a timeline to show. */
async function openedCase(page: Page, admin: { email: string; password: string }, homeId: number) {
  const body = { home_id: homeId, hazard: 'damp_mould' as const, description: 'Mould behind the wardrobe.' };
  const opened = await callOperation(
    page.request,
    caseOperations.create,
    { body },
    await tokenOf(page, admin),
  );
  expect(opened.status(), await opened.text()).toBe(200);
  return (await opened.json()).data.case.id as number;
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

/** The preferences a mode saves, as the console keeps them in the browser. */
const savedPreferences = (mode: Mode) => JSON.stringify({ ...mode, fontScale: 1 });

/** Options of a context whose saved preferences put the console in light mode from the first paint. */
const contextOptions = {
  baseURL: E2E.baseUrl,
  viewport: VIEWPORTS.desktop,
  storageState: {
    cookies: [],
    origins: [
      { origin: E2E.baseUrl, localStorage: [{ name: 'preferences', value: savedPreferences(MODES.light) }] },
    ],
  },
} satisfies BrowserContextOptions;

/**
 * The console under analysis, and a second tab of the same browser on one of its static files: the preferences
 * saved there reach the console as from another tab, so the modes change without the screen being drawn again.
 */
type Tabs = { page: Page; remote: Page };

async function tabsOf(context: BrowserContext): Promise<Tabs> {
  const page = await context.newPage();
  const remote = await context.newPage();
  await remote.goto('/favicon.svg');
  return { page, remote };
}

// A screen's lazy chunk and data can take longer than the default 5 s on a busy 2-core machine: the dashboard's
// widgets, loaded as each nears the window, took over 20 s on a machine running the suite at a third of its
// usual speed.
const LOADED = { timeout: 45_000 };
/** What a walk allows each screen it analyses in every mode: a test for one screen had the suite's 60 s. */
const SCREEN_TIMEOUT_MS = 75_000;

/** Waits until the page is drawn in `mode`: its language, colour scheme, direction and contrast, read at once. */
async function expectMode(page: Page, mode: Mode) {
  const language = 'language' in mode ? mode.language : 'en';
  // A language's own direction: Arabic's right to left, German's as English's.
  const direction = mode.direction === 'auto' ? (language === 'ar' ? 'rtl' : 'ltr') : mode.direction;
  const drawn = () =>
    page.evaluate(() => {
      const html = document.documentElement;
      return {
        language: html.lang,
        scheme: html.dataset.mantineColorScheme,
        direction: html.dir,
        contrast: html.hasAttribute('data-contrast'),
      };
    });
  await expect.poll(drawn, LOADED).toEqual({
    language,
    scheme: mode.isDarkMode ? 'dark' : 'light',
    direction,
    contrast: mode.isContrastMode,
  });
}

/** Saves `mode` in the other tab: the console follows it at once, or when it next loads. */
const saveMode = ({ remote }: Tabs, mode: Mode) =>
  remote.evaluate((value) => localStorage.setItem('preferences', value), savedPreferences(mode));

/** Puts the console in `mode` through the other tab, and waits until it is drawn in it. */
async function switchMode(tabs: Tabs, mode: Mode) {
  const { page } = tabs;
  await saveMode(tabs, mode);
  await expectMode(page, mode);
  await settled(page);
}

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

/**
 * Opens a screen at the desktop's width, in light mode unless told otherwise, with what its buttons bring up
 * fully shown.
 */
async function open(tabs: Tabs, screen: Screen, ids: DemoIds, afresh = true, mode: Mode = MODES.light) {
  const { page } = tabs;
  await page.setViewportSize(VIEWPORTS.desktop);
  if (afresh) await saveMode(tabs, mode);
  else await switchMode(tabs, mode);
  await arrive(page, typeof screen.path === 'string' ? screen.path : screen.path(ids), afresh);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
  await expectMode(page, mode);
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

/**
 * The rules whose findings can change when only the colours do (axe's `cat.color` rules it runs by default):
 * the dark and contrast modes change no element, name or layout, so the other rules would find there exactly
 * what they find in light mode.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Every serious or critical axe finding, one readable line per element; of the given rules only when named. */
async function seriousFindings(page: Page, rules?: string[]) {
  // Legacy mode runs axe in the page itself instead of collecting frame results in a new page: twice as fast,
  // and the console has no frames to reach.
  // A client's brand samples (the app preview, the swatches of the contrast table) show the client's own
  // colours, failing pairs included on purpose: the console's contrast table reports them in its own colours.
  // Only violations are wanted: axe then spares describing every node that passes, half its time on a table.
  // (`options` replaces what `withRules` sets, so it comes first.)
  const builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .exclude('[data-brand-sample]');
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
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

/**
 * Analyses what the page shows in every way the sweep covers, each a step named after it: light mode at the
 * desktop's width, then at a phone's (where content reflows and the drawer closes), then back at the desktop's
 * the other modes, switched in place as from another tab. The colour modes are analysed by the colour rules
 * alone. A screen that only shows other data (`lightOnly`) is analysed in light mode alone; one the Arabic walk
 * draws right to left (`inArabic`) is not analysed mirrored in English too. Answers what failed, each named by
 * its way; leaves the page in light mode at the desktop's width.
 */
async function analyse(tabs: Tabs, name: string, { lightOnly = false, inArabic = false } = {}) {
  const { page } = tabs;
  const failures: string[] = [];
  const otherModes = Object.entries(MODES)
    .filter(([modeName]) => modeName !== 'light' && !lightOnly)
    .filter(([, mode]) => !(inArabic && mode.direction === 'rtl'));
  const ways: [string, () => Promise<string[]>][] = [
    ['light mode at desktop width', () => seriousFindings(page)],
    [
      'light mode at 375 px width',
      async () => {
        await page.setViewportSize(VIEWPORTS['375 px']);
        await settled(page);
        return seriousFindings(page);
      },
    ],
    ...otherModes.map(([modeName, mode], index): [string, () => Promise<string[]>] => [
      `${modeName} mode`,
      async () => {
        if (index === 0) await page.setViewportSize(VIEWPORTS.desktop);
        await switchMode(tabs, mode);
        // Right to left moves every element: all the rules again. The colour modes move none.
        return seriousFindings(page, mode.direction === 'rtl' ? undefined : COLOUR_RULES);
      },
    ]),
  ];
  for (const [way, findings] of ways) {
    await test
      .step(way, async () => {
        expect(await findings(), `axe findings on the ${name} screen in ${way}`).toEqual([]);
      })
      .catch((error: Error) => failures.push(`${name} in ${way}: ${error.message}`));
  }
  await page.setViewportSize(VIEWPORTS.desktop);
  await switchMode(tabs, MODES.light);
  return failures;
}

/**
 * A screen as another language shows it: the same address, what it brings up found by its role alone (its name
 * is the language's). Screens reached by pressing a button named in English, and those that show another
 * screen's components with other data, are analysed in English only.
 */
const inAnyLanguage = (screen: Screen): Screen | undefined =>
  screen.press || screen.variantOf
    ? undefined
    : { ...screen, ...(screen.shows && { shows: (page: Page) => page.getByRole('dialog') }) };

/**
 * Opens and analyses each screen in turn on one page, each a step of the test named after it. A screen that
 * fails does not stop the walk: the test fails at its end, naming every screen (and way) that failed and why.
 */
async function walk(tabs: Tabs, screens: Screen[], ids: DemoIds) {
  const failures: string[] = [];
  let afresh = true;
  for (const screen of screens) {
    await test
      .step(`${screen.name} screen`, async () => {
        await open(tabs, screen, ids, afresh);
        const ways = { lightOnly: Boolean(screen.variantOf), inArabic: Boolean(inAnyLanguage(screen)) };
        failures.push(...(await analyse(tabs, screen.name, ways)));
        afresh = false;
      })
      .catch((error: Error) => {
        failures.push(`${screen.name}: ${error.message}`);
        afresh = true;
      });
  }
  expect(failures, 'screens that failed').toEqual([]);
}

/**
 * Walks the screens in another language, each analysed in one of the language's ways in turn (`offset` says
 * which the first is), so that every way is analysed on several screens and each screen in one way. Answers
 * what failed, each screen named.
 */
async function walkIn(
  tabs: Tabs,
  language: LanguageMode['language'],
  screens: Screen[],
  ids: DemoIds,
  offset: number,
  { everyAfresh = false } = {},
) {
  const { page } = tabs;
  const failures: string[] = [];
  let afresh = true;
  for (const [index, screen] of screens.entries()) {
    const [way, colours, width] = LANGUAGE_WAYS[
      (index + offset) % LANGUAGE_WAYS.length
    ] as (typeof LANGUAGE_WAYS)[number];
    const mode: LanguageMode = { ...colours, direction: 'auto', language };
    const name = `${screen.name} screen in ${LANGUAGES[language]}`;
    await test
      .step(`${name}, ${way}`, async () => {
        await open(tabs, screen, ids, afresh, mode);
        await page.setViewportSize(VIEWPORTS[width]);
        await settled(page);
        expect(await seriousFindings(page), `axe findings on the ${name} in ${way}`).toEqual([]);
        await page.setViewportSize(VIEWPORTS.desktop);
        afresh = everyAfresh;
      })
      .catch((error: Error) => {
        failures.push(`${name} in ${way}: ${error.message}`);
        afresh = true;
      });
  }
  return failures;
}

/** The signed-in screens in parts of about the same length, so that both workers walk some. */
const WALKS = 3;
const walkOf = (part: number) => SIGNED_IN_SCREENS.filter((_, index) => index % WALKS === part);

// The walks run side by side; each worker logs in once for the walks it runs.
test.describe.configure({ mode: 'parallel' });

test.describe('every signed-in screen', () => {
  let context: BrowserContext;
  let tabs: Tabs;
  let ids: DemoIds;
  let owner: Credentials;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext(contextOptions);
    tabs = await tabsOf(context);
    const { page } = tabs;
    // An owner sees every screen, the owners' own (the admin team, alarm rules, webhooks) included.
    const admin = await createAccount({ level: LEVEL.OWNER });
    owner = admin;
    await logIn(page, admin, '/subscriptions?search=Premium');
    const details = page.getByRole('link', { name: 'Details of Premium', exact: true });
    const plan =
      new URL((await details.getAttribute('href')) ?? '', E2E.baseUrl).searchParams.get('id') ?? '';
    expect(plan).toMatch(/^\d+$/);
    const { userId, roomId, homeId, homeName } = await demoRoom();
    ids = {
      plan,
      user: userId,
      room: roomId,
      homeName,
      case: await openedCase(page, admin, homeId),
      client: await demoClient(),
      alarm: await demoAlarm(),
      command: await sentCommand(page, admin),
      controlled: await controlledResident(page, admin),
      ...(await teamMember(page, admin)),
    };
  });

  test.afterAll(() => context.close());

  for (let part = 0; part < WALKS; part++) {
    const screens = walkOf(part);
    test(`part ${part + 1} of ${WALKS}: ${screens[0]?.name} to ${screens.at(-1)?.name}`, async () => {
      test.setTimeout(screens.length * SCREEN_TIMEOUT_MS);
      await walk(tabs, screens, ids);
    });
  }

  // The same login walks the screens in Arabic and in German, then gives the next walk its English back.
  const languageScreens = SIGNED_IN_SCREENS.flatMap((screen) => inAnyLanguage(screen) ?? []);
  for (const [offset, language] of (['ar', 'de'] as const).entries()) {
    test(`in ${LANGUAGES[language]}: ${languageScreens.length} screens`, async () => {
      test.setTimeout(languageScreens.length * SCREEN_TIMEOUT_MS);
      const { page } = tabs;
      // Signed in, the console follows the language the admin saved on the server.
      const token = await tokenOf(page, owner);
      const save = (chosen: LanguageMode['language'] | null) =>
        callOperation(
          page.request,
          preferenceOperations.save,
          { body: { language: chosen, digits: 'latin' } },
          token,
        );
      expect((await save(language)).status()).toBe(200);
      try {
        // Arabic's first screen in the way German's third is: between them, two ways a screen.
        const failures = await walkIn(tabs, language, languageScreens, ids, offset * 2);
        expect(failures, 'screens that failed').toEqual([]);
      } finally {
        await save(null);
        await saveMode(tabs, MODES.light);
      }
    });
  }
});

test.use(contextOptions);

// The screens before a session need a context that has not logged in. Each loads afresh: they differ only by
// the address's fragment.
test('every screen before a session', async ({ context }) => {
  // Each screen analysed in every mode, then walked in Arabic and in German.
  test.setTimeout(3 * SIGNED_OUT_SCREENS.length * SCREEN_TIMEOUT_MS);
  const tabs = await tabsOf(context);
  const failures: string[] = [];
  for (const screen of SIGNED_OUT_SCREENS) {
    await test
      .step(`${screen.name} screen`, async () => {
        await open(tabs, screen, {} as DemoIds);
        failures.push(...(await analyse(tabs, screen.name, { inArabic: true })));
      })
      .catch((error: Error) => failures.push(`${screen.name}: ${error.message}`));
  }
  for (const [offset, language] of (['ar', 'de'] as const).entries()) {
    const everyAfresh = { everyAfresh: true };
    failures.push(...(await walkIn(tabs, language, SIGNED_OUT_SCREENS, {} as DemoIds, offset, everyAfresh)));
  }
  expect(failures, 'screens that failed').toEqual([]);
});

// What an admin (not an owner) finds at an owner's screen.
test("owners' screen as an admin", async ({ context }) => {
  const tabs = await tabsOf(context);
  const screen = { name: "owners' screen as an admin", path: '/admins' };
  await logIn(tabs.page, await createAccount({ level: LEVEL.ADMIN }));
  await open(tabs, screen, {} as DemoIds);
  await expect(tabs.page.getByText('Only owners can manage the admin team')).toBeVisible();
  expect(await analyse(tabs, screen.name)).toEqual([]);
});

// An admin of their own turns two-factor sign-in on, then signs in again: the screens on the way.
test("two-factor sign-in's recovery codes and the login's code step", async ({ context }) => {
  // Three screens, each analysed in every way, as a walk allows them.
  test.setTimeout(3 * SCREEN_TIMEOUT_MS);
  const tabs = await tabsOf(context);
  const { page } = tabs;
  const admin = await createAccount({ level: LEVEL.ADMIN });
  await logIn(page, admin);
  await open(tabs, { name: 'settings', path: '/settings#two-factor' }, {} as DemoIds);
  await turnOnInSettings(page);
  await settled(page);
  const failures = await analyse(tabs, 'recovery codes');

  await page.getByRole('button', { name: 'I have saved them' }).click();
  await logOut(page);
  await submitLogin(page, admin);
  await expect(codeStepHeading(page)).toBeVisible();
  await settled(page);
  failures.push(...(await analyse(tabs, "login's code step")));
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await expect(page.getByRole('textbox', { name: 'Recovery code' })).toBeFocused();
  failures.push(...(await analyse(tabs, "login's recovery code step")));
  expect(failures, 'screens that failed').toEqual([]);
});
