import { z } from 'zod';
import { defineOperations } from './operation.ts';

// The dashboard's widget grid: named layouts per breakpoint, each widget at x, y with a size w × h in grid
// cells. An admin's layout is kept in the browser (localStorage.widgets) and on the server, so that it follows
// them to another browser. The same check guards both: a layout that is incomplete, outdated (other widgets
// than today's), out of bounds or overlapping is refused by the server and replaced by the default in the
// console.

/** Every widget of the dashboard, in reading order. `radiator-detail` is the detail of `radiator-health`. */
export const DASHBOARD_WIDGETS = [
  'kpis',
  'active-alarms',
  'damp-risk',
  'case-deadlines',
  'revenue',
  'signups',
  'plan-mix',
  'fleet-energy',
  'radiator-health',
  'radiator-detail',
  'wasted-heat',
  'top-users',
  'manufacturers',
  'newest-users',
] as const;
export type DashboardWidget = (typeof DASHBOARD_WIDGETS)[number];

export const DASHBOARD_BREAKPOINTS = ['lg', 'md', 'sm'] as const;
export type DashboardBreakpoint = (typeof DASHBOARD_BREAKPOINTS)[number];
/** Grid columns per breakpoint: a widget spans 1 to 3 columns at lg. */
export const DASHBOARD_COLUMNS: Record<DashboardBreakpoint, number> = { lg: 3, md: 2, sm: 1 };
/** Widgets that may be collapsed to zero size: on md, a list's detail is (list-then-detail). */
export const COLLAPSIBLE_WIDGETS: readonly DashboardWidget[] = ['radiator-detail'];
const MAX_ROWS = 200;
const MAX_HEIGHT = 24;

const cell = (max: number) => z.number().int().min(0).max(max);
export const ZLayoutItem = z.object({
  i: z.enum(DASHBOARD_WIDGETS, { error: 'Use one of the dashboard’s widgets.' }),
  x: cell(2),
  y: cell(MAX_ROWS),
  w: cell(3),
  h: cell(MAX_HEIGHT),
});
export type LayoutItem = z.infer<typeof ZLayoutItem>;
export type DashboardLayouts = Record<DashboardBreakpoint, LayoutItem[]>;

const overlaps = (a: LayoutItem, b: LayoutItem) =>
  a.w > 0 &&
  b.w > 0 &&
  a.h > 0 &&
  b.h > 0 &&
  a.x < b.x + b.w &&
  b.x < a.x + a.w &&
  a.y < b.y + b.h &&
  b.y < a.y + a.h;

/** What is wrong with one breakpoint's layout, or undefined when nothing is. */
function problemOf(breakpoint: DashboardBreakpoint, items: LayoutItem[]): string | undefined {
  const columns = DASHBOARD_COLUMNS[breakpoint];
  const ids = new Set(items.map((item) => item.i));
  if (ids.size !== items.length || DASHBOARD_WIDGETS.some((widget) => !ids.has(widget))) {
    return `The ${breakpoint} layout must place every widget once.`;
  }
  for (const item of items) {
    const collapsed = item.w === 0 && item.h === 0;
    if (collapsed && !(breakpoint === 'md' && COLLAPSIBLE_WIDGETS.includes(item.i))) {
      return `Only a list's detail may be collapsed, and only on md: ${item.i} may not.`;
    }
    if (!collapsed && (item.w < 1 || item.h < 1 || item.x + item.w > columns)) {
      return `${item.i} does not fit the ${columns} column${columns > 1 ? 's' : ''} of the ${breakpoint} layout.`;
    }
  }
  const clash = items.find((item, index) => items.slice(index + 1).some((other) => overlaps(item, other)));
  return clash ? `${clash.i} overlaps another widget in the ${breakpoint} layout.` : undefined;
}

/** What is wrong with a set of layouts (the first problem found), or undefined when they can be used. */
export function dashboardLayoutProblem(layouts: DashboardLayouts): string | undefined {
  for (const breakpoint of DASHBOARD_BREAKPOINTS) {
    const problem = problemOf(breakpoint, layouts[breakpoint]);
    if (problem) return problem;
  }
  return undefined;
}

export const ZDashboardLayouts = z
  .object({
    lg: z.array(ZLayoutItem).max(DASHBOARD_WIDGETS.length * 2),
    md: z.array(ZLayoutItem).max(DASHBOARD_WIDGETS.length * 2),
    sm: z.array(ZLayoutItem).max(DASHBOARD_WIDGETS.length * 2),
  })
  .superRefine((layouts, context) => {
    const problem = dashboardLayoutProblem(layouts);
    if (problem) context.addIssue({ code: 'custom', message: problem, path: [] });
  });

/** Layouts as stored: checked again by the console when loaded, since widgets may have changed since. */
const ZStoredItem = z.object({ i: z.string(), x: z.number(), y: z.number(), w: z.number(), h: z.number() });
const ZStoredLayouts = z.object({
  lg: z.array(ZStoredItem),
  md: z.array(ZStoredItem),
  sm: z.array(ZStoredItem),
});

const ZSavedLayouts = z.object({
  /** None until the admin saves one: the console then uses its default. */
  layouts: ZStoredLayouts.nullable(),
  updated_at: z.iso.datetime().nullable(),
});
export type SavedDashboardLayouts = z.infer<typeof ZSavedLayouts>;

export const dashboardLayoutOperations = defineOperations('dashboardLayout', 'Dashboard', {
  get: {
    method: 'GET',
    path: '/v1/dashboard/admin/layout',
    summary: "The signed-in admin's dashboard layouts, saved from any browser",
    access: 'admin',
    data: ZSavedLayouts,
  },
  save: {
    method: 'PUT',
    path: '/v1/dashboard/admin/layout',
    summary:
      "Saves the signed-in admin's dashboard layouts: every widget once per breakpoint, in bounds, none overlapping",
    access: 'admin',
    body: z.object({ layouts: ZDashboardLayouts }),
    data: ZSavedLayouts,
  },
  reset: {
    method: 'DELETE',
    path: '/v1/dashboard/admin/layout',
    summary: "Forgets the signed-in admin's dashboard layouts: the default applies again",
    access: 'admin',
    data: ZSavedLayouts,
  },
});

const at = (i: DashboardWidget, x: number, y: number, w: number, h: number): LayoutItem => ({
  i,
  x,
  y,
  w,
  h,
});

/** One column of widgets, each under the one before, with these heights. */
const stacked = (heights: Record<DashboardWidget, number>): LayoutItem[] => {
  let y = 0;
  return DASHBOARD_WIDGETS.map((widget) => {
    const item = at(widget, 0, y, 1, heights[widget]);
    y += heights[widget];
    return item;
  });
};

/** The layouts every admin starts from, and returns to on reset (rows of 40 px). */
export const DEFAULT_DASHBOARD_LAYOUTS: DashboardLayouts = {
  lg: [
    at('kpis', 0, 0, 3, 5),
    at('active-alarms', 0, 5, 2, 9),
    at('damp-risk', 2, 5, 1, 5),
    at('case-deadlines', 2, 10, 1, 4),
    at('revenue', 0, 14, 1, 6),
    at('signups', 1, 14, 2, 6),
    at('plan-mix', 0, 20, 1, 6),
    at('fleet-energy', 1, 20, 2, 6),
    at('radiator-health', 0, 26, 2, 7),
    at('radiator-detail', 2, 26, 1, 7),
    at('wasted-heat', 0, 33, 1, 7),
    at('manufacturers', 1, 33, 2, 7),
    at('top-users', 0, 40, 1, 7),
    at('newest-users', 1, 40, 2, 7),
  ],
  md: [
    at('kpis', 0, 0, 2, 7),
    at('active-alarms', 0, 7, 2, 7),
    at('damp-risk', 0, 14, 1, 6),
    at('revenue', 1, 14, 1, 6),
    at('signups', 0, 20, 1, 6),
    at('plan-mix', 1, 20, 1, 6),
    at('fleet-energy', 0, 26, 1, 6),
    at('case-deadlines', 1, 26, 1, 6),
    at('radiator-health', 0, 32, 2, 8),
    // List-then-detail: on md the radiator list opens the room instead of a detail beside it.
    at('radiator-detail', 0, 40, 0, 0),
    at('wasted-heat', 0, 40, 1, 7),
    at('manufacturers', 1, 40, 1, 7),
    at('top-users', 0, 47, 1, 7),
    at('newest-users', 1, 47, 1, 7),
  ],
  sm: stacked({
    kpis: 11,
    'active-alarms': 8,
    'damp-risk': 6,
    'case-deadlines': 6,
    revenue: 7,
    signups: 7,
    'plan-mix': 6,
    'fleet-energy': 7,
    'radiator-health': 9,
    'radiator-detail': 7,
    'wasted-heat': 9,
    'top-users': 7,
    manufacturers: 7,
    'newest-users': 6,
  }),
};
