import 'react-grid-layout/css/styles.css';
import {
  DASHBOARD_COLUMNS,
  DASHBOARD_WIDGETS,
  type DashboardBreakpoint,
  type DashboardLayouts,
  type DashboardWidget,
  type LayoutItem,
} from '@radiant/contract';
import type { ReactNode } from 'react';
import { getBreakpointFromWidth, type Layout, Responsive, useContainerWidth } from 'react-grid-layout';
import { paths } from '@/config/screens';
import { FleetEnergy } from './fleet-energy';
import { KeyFigures } from './kpis';
import { PlanMix, Revenue } from './money';
import { NewestUsers } from './newest-users';
import { RadiatorDetail, RadiatorHealth, type RadiatorSelection } from './radiators';
import { Scorecard } from './scorecard';
import { Signups } from './signups';
import { WastedHeat } from './waste';
import { DRAG_HANDLE, WidgetFrame } from './widget-frame';

/** The grid's width (not the window's) from which each layout applies. */
const BREAKPOINT_WIDTHS: Record<DashboardBreakpoint, number> = { lg: 1000, md: 600, sm: 0 };
const ROW_HEIGHT = 40;
const GAP = 16;

type Selection = Omit<RadiatorSelection, 'detailShown'>;

/** Each widget: the screen with its detail, and what it shows. */
const WIDGETS: Record<DashboardWidget, { to?: string; view: (selection: RadiatorSelection) => ReactNode }> = {
  kpis: { to: paths.residentialUsers, view: () => <KeyFigures /> },
  revenue: { to: '/residential-users-revenue-chart', view: () => <Revenue /> },
  signups: { to: '/residential-users-signups', view: () => <Signups /> },
  'plan-mix': { to: '/residential-users-subscription-chart', view: () => <PlanMix /> },
  'fleet-energy': { to: '/residential_analytics', view: () => <FleetEnergy /> },
  'radiator-health': { to: '/rooms-analytics', view: (selection) => <RadiatorHealth {...selection} /> },
  'radiator-detail': { view: ({ selected }) => <RadiatorDetail selected={selected} /> },
  'wasted-heat': { to: '/residential_analytics', view: () => <WastedHeat /> },
  manufacturers: { to: paths.manufacturerCards, view: () => <Scorecard /> },
  'newest-users': { to: `${paths.residentialUsers}?sort=-signed_up`, view: () => <NewestUsers /> },
};

/** A layout item as the contract keeps it: the grid adds fields of its own. */
const itemOf = ({ i, x, y, w, h }: Layout[number]): LayoutItem => ({ i: i as DashboardWidget, x, y, w, h });

/** Widgets collapsed to zero size (a list's detail on md) are not drawn. */
const drawn = (items: LayoutItem[]) => items.filter((item) => item.w > 0 && item.h > 0);

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
  const visible = { lg: drawn(layouts.lg), md: drawn(layouts.md), sm: drawn(layouts.sm) };
  const shown = new Set(visible[breakpoint].map((item) => item.i));
  const detailShown = shown.has('radiator-detail');
  return (
    <div ref={containerRef}>
      {mounted && (
        <Responsive
          width={width}
          breakpoint={breakpoint}
          breakpoints={BREAKPOINT_WIDTHS}
          cols={DASHBOARD_COLUMNS}
          layouts={visible}
          rowHeight={ROW_HEIGHT}
          margin={[GAP, GAP]}
          containerPadding={[0, 0]}
          dragConfig={{ enabled: editing, handle: `.${DRAG_HANDLE}` }}
          resizeConfig={{ enabled: editing }}
          onBreakpointChange={(next) => onBreakpointChange(next as DashboardBreakpoint)}
          onLayoutChange={(layout) => {
            if (editing && breakpoint === 'lg') onLgLayoutChange(layout.map(itemOf));
          }}
        >
          {DASHBOARD_WIDGETS.filter((widget) => shown.has(widget)).map((widget) => (
            <div key={widget}>
              <WidgetFrame widget={widget} to={WIDGETS[widget].to} editing={editing}>
                {WIDGETS[widget].view({ ...selection, detailShown })}
              </WidgetFrame>
            </div>
          ))}
        </Responsive>
      )}
    </div>
  );
}
