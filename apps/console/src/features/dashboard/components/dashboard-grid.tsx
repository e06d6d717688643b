import 'react-grid-layout/css/styles.css';
import { useDirection } from '@mantine/core';
import {
  DASHBOARD_COLUMNS,
  DASHBOARD_WIDGETS,
  type DashboardBreakpoint,
  type DashboardLayouts,
  type DashboardWidget,
  type LayoutItem,
} from '@radiant/contract';
import { lazy, type ReactNode, useEffect, useMemo } from 'react';
import { GridLayout, getBreakpointFromWidth, type Layout, useContainerWidth } from 'react-grid-layout';
import { CaseDeadlines } from '@/components/slots/case-deadlines';
import { DampRisk } from '@/components/slots/damp-risk';
import { RecordAlarms } from '@/components/slots/record-alarms';
import { paths } from '@/config/screens';
import { InSight } from './in-sight';
import { KeyFigures } from './kpis';
import { NewestUsers } from './newest-users';
import { RadiatorDetail, RadiatorHealth, type RadiatorSelection } from './radiators';
import { Scorecard } from './scorecard';
import { TopEnergyUsers } from './top-users';
import { WastedHeat } from './waste';
import { DRAG_HANDLE, WidgetFrame } from './widget-frame';

// The widgets that draw charts load with the charts' library, once they near the window (see InSight).
const Revenue = lazy(() => import('./money').then((module) => ({ default: module.Revenue })));
const PlanMix = lazy(() => import('./money').then((module) => ({ default: module.PlanMix })));
const Signups = lazy(() => import('./signups').then((module) => ({ default: module.Signups })));
const FleetEnergy = lazy(() => import('./fleet-energy').then((module) => ({ default: module.FleetEnergy })));

/** The grid's width (not the window's) from which each layout applies. */
const BREAKPOINT_WIDTHS: Record<DashboardBreakpoint, number> = { lg: 1000, md: 600, sm: 0 };
const ROW_HEIGHT = 40;
const MARGIN: [number, number] = [16, 16];
const PADDING: [number, number] = [0, 0];

type Selection = Omit<RadiatorSelection, 'detailShown'>;

/** Each widget: the screen with its detail, and what it shows. */
const WIDGETS: Record<DashboardWidget, { to?: string; view: (selection: RadiatorSelection) => ReactNode }> = {
  kpis: { to: paths.residentialUsers, view: () => <KeyFigures /> },
  'active-alarms': { to: paths.alarms, view: () => <RecordAlarms bare /> },
  'damp-risk': { to: `${paths.dampAndCold}?band=severe,high`, view: () => <DampRisk /> },
  'case-deadlines': { to: `${paths.cases}?due=this_week`, view: () => <CaseDeadlines /> },
  revenue: {
    to: paths.residentialRevenueChart,
    view: () => (
      <InSight>
        <Revenue />
      </InSight>
    ),
  },
  signups: {
    to: paths.residentialSignups,
    view: () => (
      <InSight>
        <Signups />
      </InSight>
    ),
  },
  'plan-mix': {
    to: paths.residentialSubscriptionChart,
    view: () => (
      <InSight>
        <PlanMix />
      </InSight>
    ),
  },
  'fleet-energy': {
    to: paths.residentialAnalytics,
    view: () => (
      <InSight>
        <FleetEnergy />
      </InSight>
    ),
  },
  'radiator-health': { to: paths.roomsAnalytics, view: (selection) => <RadiatorHealth {...selection} /> },
  'radiator-detail': { view: ({ selected }) => <RadiatorDetail selected={selected} /> },
  'wasted-heat': { to: paths.residentialAnalytics, view: () => <WastedHeat /> },
  'top-users': { to: paths.residentialAnalytics, view: () => <TopEnergyUsers /> },
  manufacturers: { to: paths.manufacturerCards, view: () => <Scorecard /> },
  'newest-users': { to: `${paths.residentialUsers}?sort=-signed_up`, view: () => <NewestUsers /> },
};

/** A layout item as the contract keeps it: the grid adds fields of its own. */
const itemOf = ({ i, x, y, w, h }: Layout[number]): LayoutItem => ({ i: i as DashboardWidget, x, y, w, h });

/** A widget collapsed to zero size (a list's detail on md), as the grid keeps it: one hidden cell at the end. */
const COLLAPSED = { x: 0, y: 10_000, w: 1, h: 1 };
const isCollapsed = (item: LayoutItem) => item.w === 0 && item.h === 0;
const onGrid = (items: LayoutItem[]) =>
  items.map((item) => (isCollapsed(item) ? { ...item, ...COLLAPSED } : item));
/** Items with their columns counted from the other side: how a right-to-left grid is drawn, and read back. */
const mirrored = (items: LayoutItem[], cols: number) =>
  items.map((item) => ({ ...item, x: cols - item.x - item.w }));

type DashboardGridProps = {
  layouts: DashboardLayouts;
  editing: boolean;
  selection: Selection;
  /** The lg layout as the admin drags and resizes it. */
  onLgLayoutChange: (items: LayoutItem[]) => void;
  onBreakpointChange: (breakpoint: DashboardBreakpoint) => void;
};

/** The widgets on the grid of the width's breakpoint; dragged by their title and resized while editing. */
export function DashboardGrid({
  layouts,
  editing,
  selection,
  onLgLayoutChange,
  onBreakpointChange,
}: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth();
  const breakpoint = getBreakpointFromWidth(BREAKPOINT_WIDTHS, width);
  useEffect(() => onBreakpointChange(breakpoint), [breakpoint, onBreakpointChange]);
  // The grid always holds every widget, so that its children never change: a collapsed one is a hidden cell at
  // the end.
  // The grid places its items from the left. In right-to-left mode it is drawn left to right with every
  // column mirrored, so that the first widget stands on the right, and each widget reads right to left.
  const { dir } = useDirection();
  const cols = DASHBOARD_COLUMNS[breakpoint];
  const layout = useMemo(() => {
    const items = onGrid(layouts[breakpoint]);
    return dir === 'rtl' ? mirrored(items, cols) : items;
  }, [layouts, breakpoint, dir, cols]);
  const collapsed = new Set(layouts[breakpoint].filter(isCollapsed).map((item) => item.i));
  const detailShown = !collapsed.has('radiator-detail');
  return (
    <div ref={containerRef} dir="ltr">
      {mounted && width > 0 && (
        // One grid per breakpoint, made afresh when the width crosses one: the responsive grid of the library
        // kept two breakpoints' layouts in play and redrew itself without end.
        <GridLayout
          key={breakpoint}
          width={width}
          layout={layout}
          gridConfig={{
            cols,
            rowHeight: ROW_HEIGHT,
            margin: MARGIN,
            containerPadding: PADDING,
          }}
          dragConfig={{ enabled: editing, handle: `.${DRAG_HANDLE}` }}
          resizeConfig={{ enabled: editing }}
          onLayoutChange={(changed) => {
            if (!editing || breakpoint !== 'lg') return;
            const items = changed.map(itemOf);
            onLgLayoutChange(dir === 'rtl' ? mirrored(items, cols) : items);
          }}
        >
          {DASHBOARD_WIDGETS.map((widget) => (
            <div key={widget} hidden={collapsed.has(widget)} dir={dir}>
              <WidgetFrame widget={widget} to={WIDGETS[widget].to} editing={editing}>
                {collapsed.has(widget) ? null : WIDGETS[widget].view({ ...selection, detailShown })}
              </WidgetFrame>
            </div>
          ))}
        </GridLayout>
      )}
    </div>
  );
}
