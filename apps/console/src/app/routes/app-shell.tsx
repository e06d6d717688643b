import '@/components/ui/screen-styles.css';
import { Skeleton } from '@mantine/core';
import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { CaseDeadlinesProvider } from '@/components/slots/case-deadlines';
import { type ClientComplianceProps, ClientComplianceProvider } from '@/components/slots/client-compliance';
import { DampMarksProvider } from '@/components/slots/damp-band';
import { DampRiskProvider } from '@/components/slots/damp-risk';
import { HeatingControlProvider, type HeatingControlScope } from '@/components/slots/heating-control';
import { type OpenCaseProps, OpenCaseProvider } from '@/components/slots/open-case';
import { RecordAlarmsProvider, type RecordAlarmsScope } from '@/components/slots/record-alarms';
import { RecordCasesProvider, type RecordCasesScope } from '@/components/slots/record-cases';
import { type RoomReadingsProps, RoomReadingsProvider } from '@/components/slots/room-readings';
import { type SetHeatingProps, SetHeatingProvider } from '@/components/slots/set-heating';
import { AlarmsHeader } from '@/features/alarms/components/alarms-header';
import { useMeCheck } from '@/lib/auth';

/**
 * A part other features show, loaded with the first screen that shows it: the shell would otherwise bring
 * every feature's parts (forms, tables, their libraries) to every screen, the dashboard first.
 */
const lazyPart = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

const RecordAlarmsPanel = lazyPart(() =>
  import('@/features/alarms/components/record-alarms-panel').then((module) => module.RecordAlarmsPanel),
);
const BandBadge = lazyPart(() =>
  import('@/features/analytics/damp/components/band-badge').then((module) => module.BandBadge),
);
const DampRiskSummary = lazyPart(() =>
  import('@/features/analytics/damp/components/damp-risk-summary').then((module) => module.DampRiskSummary),
);
const TrendLabel = lazyPart(() =>
  import('@/features/analytics/damp/components/trend-label').then((module) => module.TrendLabel),
);
const CaseDeadlinesSummary = lazyPart(() =>
  import('@/features/cases/components/case-deadlines-summary').then((module) => module.CaseDeadlinesSummary),
);
const CasePolicyCard = lazyPart(() =>
  import('@/features/cases/components/case-policy-card').then((module) => module.CasePolicyCard),
);
const ClientComplianceCard = lazyPart(() =>
  import('@/features/cases/components/client-compliance-card').then((module) => module.ClientComplianceCard),
);
const OpenCaseButton = lazyPart(() =>
  import('@/features/cases/components/open-case-button').then((module) => module.OpenCaseButton),
);
const RecordCasesPanel = lazyPart(() =>
  import('@/features/cases/components/record-cases-panel').then((module) => module.RecordCasesPanel),
);
const HeatingControlPanel = lazyPart(() =>
  import('@/features/commands/components/heating-control-panel').then((module) => module.HeatingControlPanel),
);
const SetHeatingButton = lazyPart(() =>
  import('@/features/commands/components/set-heating-button').then((module) => module.SetHeatingButton),
);

// The alarms' code and strings load after the shell's: their parts wait for them without holding up the screen.
function RecordAlarms(scope: RecordAlarmsScope) {
  return (
    <Suspense fallback={<Skeleton height={120} radius="lg" />}>
      <RecordAlarmsPanel {...scope} />
    </Suspense>
  );
}

// So do the commands' strings: the button comes once they are there.
function SetHeating(props: SetHeatingProps) {
  return (
    <Suspense>
      <SetHeatingButton {...props} />
    </Suspense>
  );
}

// And the heating control panel, which holds its place meanwhile.
function HeatingControl(scope: HeatingControlScope) {
  return (
    <Suspense fallback={<Skeleton height={160} radius="lg" />}>
      <HeatingControlPanel {...scope} />
    </Suspense>
  );
}

// And the homes at damp risk, for the dashboard.
function DampRisk() {
  return (
    <Suspense fallback={<Skeleton height={96} radius="lg" />}>
      <DampRiskSummary />
    </Suspense>
  );
}

// And a damp band or trend, on the pages of rooms, residents and clients (they wait for the damp strings).
const DAMP_MARKS = {
  Band: (props: ComponentProps<typeof BandBadge>) => (
    <Suspense>
      <BandBadge {...props} />
    </Suspense>
  ),
  Trend: (props: ComponentProps<typeof TrendLabel>) => (
    <Suspense>
      <TrendLabel {...props} />
    </Suspense>
  ),
};

// And the cases' parts: the button that opens one, a record's open cases, the dashboard's deadlines.
function OpenCase(props: OpenCaseProps) {
  return (
    <Suspense>
      <OpenCaseButton {...props} />
    </Suspense>
  );
}

function RecordCases(scope: RecordCasesScope) {
  return (
    <Suspense fallback={<Skeleton height={80} radius="lg" />}>
      <RecordCasesPanel {...scope} />
    </Suspense>
  );
}

function ClientCompliance({ client }: ClientComplianceProps) {
  return (
    <Suspense fallback={<Skeleton height={160} radius="lg" />}>
      <ClientComplianceCard client={client} />
      <CasePolicyCard client={client} />
    </Suspense>
  );
}

function CaseDeadlines() {
  return (
    <Suspense fallback={<Skeleton height={96} radius="lg" />}>
      <CaseDeadlinesSummary />
    </Suspense>
  );
}

// And a room's readings around a case: the charts load with the first case that shows them.
const RoomReadingsChart = lazyPart(() =>
  import('@/features/residential-users/components/room-readings').then((module) => module.RoomReadings),
);

function RoomReadings(props: RoomReadingsProps) {
  return (
    <Suspense fallback={<Skeleton height={480} radius="lg" />}>
      <RoomReadingsChart {...props} />
    </Suspense>
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
