import '@/components/ui/screen-styles.css';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { CaseDeadlinesProvider } from '@/components/slots/case-deadlines';
import { type ClientComplianceProps, ClientComplianceProvider } from '@/components/slots/client-compliance';
import { DampMarksProvider } from '@/components/slots/damp-band';
import { DampRiskProvider } from '@/components/slots/damp-risk';
import { HeatingControlProvider } from '@/components/slots/heating-control';
import { OpenCaseProvider } from '@/components/slots/open-case';
import { RecordAlarmsProvider } from '@/components/slots/record-alarms';
import { RecordCasesProvider } from '@/components/slots/record-cases';
import { RoomReadingsProvider } from '@/components/slots/room-readings';
import { SetHeatingProvider } from '@/components/slots/set-heating';
import { lazyPart } from '@/components/ui/lazy-part';
import { AlarmsHeader } from '@/features/alarms/components/alarms-header';
import { useMeCheck } from '@/lib/auth';

const RecordAlarms = lazyPart(
  () => import('@/features/alarms/components/record-alarms-panel').then((module) => module.RecordAlarmsPanel),
  120,
);
const DampRisk = lazyPart(
  () =>
    import('@/features/analytics/damp/components/damp-risk-summary').then((module) => module.DampRiskSummary),
  96,
);
// A damp band or trend, on the pages of rooms, residents and clients.
const DAMP_MARKS = {
  Band: lazyPart(() =>
    import('@/features/analytics/damp/components/band-badge').then((module) => module.BandBadge),
  ),
  Trend: lazyPart(() =>
    import('@/features/analytics/damp/components/trend-label').then((module) => module.TrendLabel),
  ),
};
const CaseDeadlines = lazyPart(
  () =>
    import('@/features/cases/components/case-deadlines-summary').then(
      (module) => module.CaseDeadlinesSummary,
    ),
  96,
);
const CasePolicyCard = lazyPart(() =>
  import('@/features/cases/components/case-policy-card').then((module) => module.CasePolicyCard),
);
const ClientComplianceCard = lazyPart(
  () =>
    import('@/features/cases/components/client-compliance-card').then(
      (module) => module.ClientComplianceCard,
    ),
  160,
);
const OpenCase = lazyPart(() =>
  import('@/features/cases/components/open-case-button').then((module) => module.OpenCaseButton),
);
const RecordCases = lazyPart(
  () => import('@/features/cases/components/record-cases-panel').then((module) => module.RecordCasesPanel),
  80,
);
const HeatingControl = lazyPart(
  () =>
    import('@/features/commands/components/heating-control-panel').then(
      (module) => module.HeatingControlPanel,
    ),
  160,
);
const SetHeating = lazyPart(() =>
  import('@/features/commands/components/set-heating-button').then((module) => module.SetHeatingButton),
);
// A room's readings around a case: the charts load with the first case that shows them.
const RoomReadings = lazyPart(
  () => import('@/features/residential-users/components/room-readings').then((module) => module.RoomReadings),
  480,
);

// A client's compliance figures, then its case policy.
function ClientCompliance({ client }: ClientComplianceProps) {
  return (
    <>
      <ClientComplianceCard client={client} />
      <CasePolicyCard client={client} />
    </>
  );
}

export default function AppShellRoute() {
  useMeCheck();
  return (
    <AppLayout
      status={
        <Suspense>
          <AlarmsHeader />
        </Suspense>
      }
    >
      <RecordAlarmsProvider value={RecordAlarms}>
        <SetHeatingProvider value={SetHeating}>
          <HeatingControlProvider value={HeatingControl}>
            <DampRiskProvider value={DampRisk}>
              <DampMarksProvider value={DAMP_MARKS}>
                <OpenCaseProvider value={OpenCase}>
                  <RecordCasesProvider value={RecordCases}>
                    <CaseDeadlinesProvider value={CaseDeadlines}>
                      <ClientComplianceProvider value={ClientCompliance}>
                        <RoomReadingsProvider value={RoomReadings}>
                          <Outlet />
                        </RoomReadingsProvider>
                      </ClientComplianceProvider>
                    </CaseDeadlinesProvider>
                  </RecordCasesProvider>
                </OpenCaseProvider>
              </DampMarksProvider>
            </DampRiskProvider>
          </HeatingControlProvider>
        </SetHeatingProvider>
      </RecordAlarmsProvider>
    </AppLayout>
  );
}
