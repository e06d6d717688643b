import { INVITATION_PATH } from '@radiant/contract';
import type en from './locales/en/shell.json';

export type ScreenGroup =
  | 'dashboard'
  | 'alarms'
  | 'cases'
  | 'commands'
  | 'residential'
  | 'commercial'
  | 'subscriptions'
  | 'manufacturers'
  | 'analytics'
  | 'settings';

/**
 * A screen behind the login; `id` names it in the i18n catalogue (`screens.<id>`). A `record` screen
 * shows one record (`?id=N`), so it is opened from its list rather than from the drawer. An `owner` screen
 * is for owners (level 2001) only: the server refuses its calls to an admin, so the drawer leaves it out for
 * them and the screen says why instead of failing.
 */
export type Screen = {
  id: keyof typeof en.screens;
  path: string;
  group: ScreenGroup;
  record?: true;
  owner?: true;
};

export const SCREENS: readonly Screen[] = [
  { id: 'dashboard', path: '/dashboard', group: 'dashboard' },
  { id: 'alarms', path: '/alarms', group: 'alarms' },
  { id: 'alarmRules', path: '/alarm-rules', group: 'alarms', owner: true },
  { id: 'webhooks', path: '/webhooks', group: 'alarms', owner: true },
  { id: 'cases', path: '/cases', group: 'cases' },
  { id: 'commands', path: '/commands', group: 'commands' },
  { id: 'residentialUsers', path: '/residential-users', group: 'residential' },
  { id: 'residentialUserDetails', path: '/residential-users_details', group: 'residential', record: true },
  { id: 'roomsDetails', path: '/rooms_details', group: 'residential', record: true },
  { id: 'residentialSignups', path: '/residential-users-signups', group: 'residential' },
  { id: 'residentialRevenueChart', path: '/residential-users-revenue-chart', group: 'residential' },
  { id: 'residentialSubscriptionChart', path: '/residential-users-subscription-chart', group: 'residential' },
  { id: 'commercialClients', path: '/commercial-clients', group: 'commercial' },
  { id: 'commercialClientAdd', path: '/commercial-clients-add', group: 'commercial' },
  { id: 'commercialRevenueChart', path: '/commercial-clients-revenue-chart', group: 'commercial' },
  { id: 'commercialSignupChart', path: '/commercial-clients-signup-chart', group: 'commercial' },
  { id: 'commercialSubscriptionChart', path: '/commercial-clients-subscription-chart', group: 'commercial' },
  { id: 'subscriptions', path: '/subscriptions', group: 'subscriptions' },
  { id: 'subscriptionDetails', path: '/subscription_details', group: 'subscriptions', record: true },
  { id: 'subscriptionEdit', path: '/add_subscription', group: 'subscriptions' },
  { id: 'manufacturers', path: '/radiator-manufactures', group: 'manufacturers' },
  { id: 'manufacturerOverview', path: '/radiators-manufactures', group: 'manufacturers' },
  { id: 'residentialAnalytics', path: '/residential_analytics', group: 'analytics' },
  { id: 'commercialAnalytics', path: '/commercial_analytics', group: 'analytics' },
  { id: 'roomsAnalytics', path: '/rooms-analytics', group: 'analytics' },
  { id: 'perRoomAnalytics', path: '/per-room-analytics', group: 'analytics' },
  { id: 'dampAndCold', path: '/damp-and-cold', group: 'analytics' },
  { id: 'settings', path: '/settings', group: 'settings' },
  { id: 'admins', path: '/admins', group: 'settings', owner: true },
  { id: 'auditLog', path: '/audit-log', group: 'settings', owner: true },
];

export const paths = {
  login: '/',
  notFound: '/404',
  home: '/dashboard',
  alarms: '/alarms',
  alarmRules: '/alarm-rules',
  webhooks: '/webhooks',
  cases: '/cases',
  commands: '/commands',
  residentialUsers: '/residential-users',
  residentialUserDetails: '/residential-users_details',
  roomDetails: '/rooms_details',
  residentialAnalytics: '/residential_analytics',
  roomsAnalytics: '/rooms-analytics',
  perRoomAnalytics: '/per-room-analytics',
  dampAndCold: '/damp-and-cold',
  settings: '/settings',
  /** Settings, opened at its two-factor sign-in section. */
  twoFactor: '/settings#two-factor',
  admins: '/admins',
  acceptInvitation: INVITATION_PATH,
  plans: '/subscriptions',
  planDetails: '/subscription_details',
  planEdit: '/add_subscription',
  manufacturers: '/radiator-manufactures',
  manufacturerCards: '/radiators-manufactures',
  commercialClients: '/commercial-clients',
  commercialClientAdd: '/commercial-clients-add',
  residentialRevenueChart: '/residential-users-revenue-chart',
  residentialSignups: '/residential-users-signups',
  residentialSubscriptionChart: '/residential-users-subscription-chart',
} as const;

/** A screen's address with `?id=N`. */
export const withId = (path: string, id: number) => `${path}?id=${id}`;
