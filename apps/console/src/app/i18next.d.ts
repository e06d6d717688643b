import type shell from '@/config/locales/en/shell.json';
import type admins from '@/features/admins/locales/en.json';
import type alarms from '@/features/alarms/locales/en.json';
import type analyticsBusiness from '@/features/analytics/business/locales/en.json';
import type analyticsDamp from '@/features/analytics/damp/locales/en.json';
import type analyticsHeating from '@/features/analytics/heating/locales/en.json';
import type analyticsInsight from '@/features/analytics/insight/locales/en.json';
import type auditLog from '@/features/audit-log/locales/en.json';
import type auth from '@/features/auth/locales/en.json';
import type cases from '@/features/cases/locales/en.json';
import type commands from '@/features/commands/locales/en.json';
import type commercialClients from '@/features/commercial-clients/locales/en.json';
import type dashboard from '@/features/dashboard/locales/en.json';
import type manufacturers from '@/features/manufacturers/locales/en.json';
import type residentialUsers from '@/features/residential-users/locales/en.json';
import type settings from '@/features/settings/locales/en.json';
import type subscriptions from '@/features/subscriptions/locales/en.json';
import type webhooks from '@/features/webhooks/locales/en.json';

/** Type-checked keys: English is the reference every language's files follow. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    fallbackNS: 'shell';
    resources: {
      shell: typeof shell;
      admins: typeof admins;
      alarms: typeof alarms;
      auth: typeof auth;
      cases: typeof cases;
      'analytics/business': typeof analyticsBusiness;
      'analytics/damp': typeof analyticsDamp;
      'analytics/heating': typeof analyticsHeating;
      'analytics/insight': typeof analyticsInsight;
      auditLog: typeof auditLog;
      commands: typeof commands;
      commercialClients: typeof commercialClients;
      dashboard: typeof dashboard;
      manufacturers: typeof manufacturers;
      residentialUsers: typeof residentialUsers;
      settings: typeof settings;
      subscriptions: typeof subscriptions;
      webhooks: typeof webhooks;
    };
  }
}
