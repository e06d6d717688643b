import type shell from '@/config/locales/en/shell.json';
import type auth from '@/features/auth/locales/en.json';
import type businessCharts from '@/features/business-charts/locales/en.json';
import type commercialAnalytics from '@/features/commercial-analytics/locales/en.json';
import type commercialClients from '@/features/commercial-clients/locales/en.json';
import type dashboard from '@/features/dashboard/locales/en.json';
import type heatingAnalytics from '@/features/heating-analytics/locales/en.json';
import type manufacturers from '@/features/manufacturers/locales/en.json';
import type residentialUsers from '@/features/residential-users/locales/en.json';
import type settings from '@/features/settings/locales/en.json';
import type subscriptions from '@/features/subscriptions/locales/en.json';

/** Type-checked keys: English is the reference every language's files follow. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    fallbackNS: 'shell';
    resources: {
      shell: typeof shell;
      auth: typeof auth;
      businessCharts: typeof businessCharts;
      commercialAnalytics: typeof commercialAnalytics;
      commercialClients: typeof commercialClients;
      dashboard: typeof dashboard;
      heatingAnalytics: typeof heatingAnalytics;
      manufacturers: typeof manufacturers;
      residentialUsers: typeof residentialUsers;
      settings: typeof settings;
      subscriptions: typeof subscriptions;
    };
  }
}
