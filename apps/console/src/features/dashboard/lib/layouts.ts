import {
  DASHBOARD_BREAKPOINTS,
  type DashboardLayouts,
  DEFAULT_DASHBOARD_LAYOUTS,
  type SavedDashboardLayouts,
  ZDashboardLayouts,
} from '@radiant/contract';

/** Where this browser keeps the dashboard layouts (spec: the key `widgets`). */
export const WIDGETS_KEY = 'widgets';

/**
 * Layouts saved before a widget was added, with each widget they lack placed below the others at its default
 * size: an admin's arrangement survives a new widget. Anything that is not a layout is answered as it came.
 */
function withNewWidgets(candidate: unknown): unknown {
  if (typeof candidate !== 'object' || candidate === null) return candidate;
  const layouts = candidate as Record<string, unknown>;
  return Object.fromEntries(
    DASHBOARD_BREAKPOINTS.map((breakpoint) => {
      const items = layouts[breakpoint];
      if (!Array.isArray(items)) return [breakpoint, items];
      const placed = new Set(items.map((item) => (item as { i?: unknown }).i));
      let bottom = Math.max(0, ...items.map((item) => Number(item.y ?? 0) + Number(item.h ?? 0)));
      const added = DEFAULT_DASHBOARD_LAYOUTS[breakpoint]
        .filter((item) => !placed.has(item.i))
        .map((item) => {
          const below = { ...item, x: 0, y: bottom };
          bottom += item.h;
          return below;
        });
      return [breakpoint, [...items, ...added]];
    }),
  );
}

/** Layouts that can be used (new widgets placed below), or undefined for anything else: corrupt, overlapping. */
function usableLayouts(candidate: unknown): DashboardLayouts | undefined {
  const parsed = ZDashboardLayouts.safeParse(withNewWidgets(candidate));
  return parsed.success ? parsed.data : undefined;
}

/** The layouts kept in this browser, when they can be used. */
export function readBrowserLayouts(storage: Pick<Storage, 'getItem'> = localStorage) {
  try {
    return usableLayouts(JSON.parse(storage.getItem(WIDGETS_KEY) ?? 'null'));
  } catch {
    return undefined;
  }
}

export function writeBrowserLayouts(
  layouts: DashboardLayouts,
  storage: Pick<Storage, 'setItem'> = localStorage,
) {
  storage.setItem(WIDGETS_KEY, JSON.stringify(layouts));
}

/**
 * The layouts to show: the admin's saved on the server (they follow them to any browser), else this
 * browser's, else the default. A saved layout that no longer fits today's widgets falls through.
 */
export function chooseLayouts(
  saved: SavedDashboardLayouts | undefined,
  browser: DashboardLayouts | undefined,
): DashboardLayouts {
  return usableLayouts(saved?.layouts) ?? browser ?? DEFAULT_DASHBOARD_LAYOUTS;
}
