import { Navigate } from 'react-router';
import { useCurrentScreen } from '@/components/layouts/use-current-screen';
import { paths, type Screen } from '@/config/screens';
import { BusinessChartScreen } from '../components/business-chart-screen';
import type { ChartScreen } from '../lib/use-chart-view';

/** Each chart screen's audience and measure: the six differ in nothing else. */
const CHARTS = {
  residentialRevenueChart: { audience: 'residential', measure: 'revenue' },
  residentialSignups: { audience: 'residential', measure: 'signups' },
  residentialSubscriptionChart: { audience: 'residential', measure: 'subscriptions' },
  commercialRevenueChart: { audience: 'commercial', measure: 'revenue' },
  commercialSignupChart: { audience: 'commercial', measure: 'signups' },
  commercialSubscriptionChart: { audience: 'commercial', measure: 'subscriptions' },
} as const satisfies Partial<Record<Screen['id'], ChartScreen>>;

const isChartScreen = (id: Screen['id']): id is keyof typeof CHARTS => id in CHARTS;

/** The six business chart screens: revenue, sign-ups and subscriptions of residential users and of clients. */
export default function BusinessChartRoute() {
  const screen = useCurrentScreen();
  if (!screen || !isChartScreen(screen.id)) return <Navigate to={paths.notFound} replace />;
  // A fresh screen (and query) for each chart: one audience's figures never stand in for another's.
  return <BusinessChartScreen key={screen.id} screen={screen.id} {...CHARTS[screen.id]} />;
}
