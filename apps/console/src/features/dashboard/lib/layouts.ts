import {
  type DashboardLayouts,
  DEFAULT_DASHBOARD_LAYOUTS,
  type SavedDashboardLayouts,
  ZDashboardLayouts,
} from '@radiant/contract';

/** Where this browser keeps the dashboard layouts (spec: the key `widgets`). */
export const WIDGETS_KEY = 'widgets';

/** Layouts that can be used as they are, or undefined for anything else: corrupt, outdated, overlapping. */
function usableLayouts(candidate: unknown): DashboardLayouts | undefined {
  const parsed = ZDashboardLayouts.safeParse(candidate);
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
