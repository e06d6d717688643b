import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_WIDGETS,
  type DashboardLayouts,
  DEFAULT_DASHBOARD_LAYOUTS,
  dashboardLayoutProblem,
} from './dashboard-layout.ts';

const withLg = (lg: DashboardLayouts['lg']): DashboardLayouts => ({ ...DEFAULT_DASHBOARD_LAYOUTS, lg });
const lg = DEFAULT_DASHBOARD_LAYOUTS.lg;

describe('dashboard layouts', () => {
  it('accepts the default, with the detail collapsed on md', () => {
    expect(dashboardLayoutProblem(DEFAULT_DASHBOARD_LAYOUTS)).toBeUndefined();
    expect(DEFAULT_DASHBOARD_LAYOUTS.md.find((item) => item.i === 'radiator-detail')).toMatchObject({
      w: 0,
      h: 0,
    });
  });

  it('refuses a layout missing a widget or holding one twice (an outdated one)', () => {
    expect(dashboardLayoutProblem(withLg(lg.slice(1)))).toMatch(/every widget once/);
    expect(dashboardLayoutProblem(withLg([...lg, { ...(lg[0] as (typeof lg)[0]), y: 40 }]))).toMatch(/once/);
    expect(lg).toHaveLength(DASHBOARD_WIDGETS.length);
  });

  it('refuses overlapping widgets, widgets past the last column, and collapsing anything else', () => {
    const moved = lg.map((item) => (item.i === 'revenue' ? { ...item, x: 1 } : item));
    expect(dashboardLayoutProblem(withLg(moved))).toMatch(/overlaps/);
    const wide = lg.map((item) => (item.i === 'signups' ? { ...item, w: 3 } : item));
    expect(dashboardLayoutProblem(withLg(wide))).toMatch(/does not fit/);
    const collapsed = lg.map((item) => (item.i === 'radiator-detail' ? { ...item, w: 0, h: 0 } : item));
    expect(dashboardLayoutProblem(withLg(collapsed))).toMatch(/collapsed/);
  });
});
