import { createBrowserRouter, Navigate } from 'react-router';
import { AppErrorFallback } from '@/components/errors/app-error-fallback';
import { paths, SCREENS, type Screen } from '@/config/screens';
import { lazyRoute } from '@/lib/lazy-route';
import { RootLayout, RootLoading } from './root-layout';
import { RequireAuth } from './routes/require-auth';
import { RequireOwner } from './routes/require-owner';

// One module serves the six business chart screens: it tells them apart by the matched screen.
const businessChart = lazyRoute(
  () => import('@/features/analytics/business/routes/business-chart'),
  'analytics/business',
);
/** Every screen's route module: a screen added to SCREENS without one does not type-check. */
const screenRoutes: Record<Screen['id'], ReturnType<typeof lazyRoute>> = {
  dashboard: lazyRoute(() => import('@/features/dashboard/routes/dashboard'), 'dashboard'),
  alarms: lazyRoute(() => import('@/features/alarms/routes/alarms'), 'alarms'),
  alarmRules: lazyRoute(() => import('@/features/alarms/routes/alarm-rules'), 'alarms'),
  webhooks: lazyRoute(() => import('@/features/webhooks/routes/webhooks'), 'webhooks'),
  cases: lazyRoute(() => import('@/features/cases/routes/cases'), 'cases'),
  commands: lazyRoute(() => import('@/features/commands/routes/commands'), 'commands'),
  residentialUsers: lazyRoute(
    () => import('@/features/residential-users/routes/residential-users'),
    'residentialUsers',
  ),
  residentialUserDetails: lazyRoute(
    () => import('@/features/residential-users/routes/user-details'),
    'residentialUsers',
  ),
  roomsDetails: lazyRoute(
    () => import('@/features/residential-users/routes/room-details'),
    'residentialUsers',
  ),
  commercialClients: lazyRoute(
    () => import('@/features/commercial-clients/routes/commercial-clients'),
    'commercialClients',
  ),
  commercialClientAdd: lazyRoute(
    () => import('@/features/commercial-clients/routes/commercial-client-add'),
    'commercialClients',
  ),
  residentialAnalytics: lazyRoute(
    () => import('@/features/analytics/heating/routes/residential-analytics'),
    'analytics/heating',
  ),
  roomsAnalytics: lazyRoute(
    () => import('@/features/analytics/heating/routes/rooms-analytics'),
    'analytics/heating',
  ),
  perRoomAnalytics: lazyRoute(
    () => import('@/features/analytics/heating/routes/per-room-analytics'),
    'analytics/heating',
  ),
  dampAndCold: lazyRoute(() => import('@/features/analytics/damp/routes/damp-and-cold'), 'analytics/damp'),
  commercialAnalytics: lazyRoute(
    () => import('@/features/analytics/insight/routes/commercial-analytics'),
    'analytics/insight',
  ),
  residentialRevenueChart: businessChart,
  residentialSignups: businessChart,
  residentialSubscriptionChart: businessChart,
  commercialRevenueChart: businessChart,
  commercialSignupChart: businessChart,
  commercialSubscriptionChart: businessChart,
  settings: lazyRoute(() => import('@/features/settings/routes/settings'), 'settings'),
  admins: lazyRoute(() => import('@/features/admins/routes/admins'), 'admins'),
  auditLog: lazyRoute(() => import('@/features/audit-log/routes/audit-log'), 'auditLog'),
  subscriptions: lazyRoute(() => import('@/features/subscriptions/routes/plans'), 'subscriptions'),
  subscriptionDetails: lazyRoute(
    () => import('@/features/subscriptions/routes/plan-details'),
    'subscriptions',
  ),
  subscriptionEdit: lazyRoute(() => import('@/features/subscriptions/routes/plan-edit'), 'subscriptions'),
  manufacturers: lazyRoute(() => import('@/features/manufacturers/routes/manufacturers'), 'manufacturers'),
  manufacturerOverview: lazyRoute(
    () => import('@/features/manufacturers/routes/manufacturer-cards'),
    'manufacturers',
  ),
};

const screenRoute = (screen: Screen) => ({
  path: screen.path,
  handle: { screen },
  lazy: screenRoutes[screen.id],
});

export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: RootLoading,
    ErrorBoundary: AppErrorFallback,
    children: [
      { index: true, lazy: lazyRoute(() => import('@/features/auth/routes/login'), 'auth') },
      { path: paths.notFound, lazy: lazyRoute(() => import('./routes/not-found')) },
      {
        path: paths.acceptInvitation,
        lazy: lazyRoute(() => import('@/features/auth/routes/accept-invitation'), 'auth'),
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: lazyRoute(() => import('./routes/app-shell')),
            children: [
              ...SCREENS.filter((screen) => !screen.owner).map(screenRoute),
              {
                Component: RequireOwner,
                children: SCREENS.filter((screen) => screen.owner).map(screenRoute),
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
]);
