import { DEFAULT_DASHBOARD_LAYOUTS } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { chooseLayouts, readBrowserLayouts, WIDGETS_KEY, writeBrowserLayouts } from './layouts';

const moved = {
  ...DEFAULT_DASHBOARD_LAYOUTS,
  lg: DEFAULT_DASHBOARD_LAYOUTS.lg.map((item) => (item.i === 'kpis' ? { ...item, y: 50 } : item)),
};
const storageWith = (text: string | null) => ({
  getItem: (key: string) => (key === WIDGETS_KEY ? text : null),
});

describe('dashboard layouts in the console', () => {
  it('reads back what it wrote', () => {
    const kept = new Map<string, string>();
    writeBrowserLayouts(moved, { setItem: (key, value) => kept.set(key, value) });
    expect(readBrowserLayouts(storageWith(kept.get(WIDGETS_KEY) ?? null))).toEqual(moved);
  });

  it('ignores a corrupt, outdated or overlapping browser layout', () => {
    expect(readBrowserLayouts(storageWith('{not json'))).toBeUndefined();
    expect(readBrowserLayouts(storageWith(null))).toBeUndefined();
    const outdated = { ...moved, lg: [...moved.lg, { i: 'heart-rate', x: 0, y: 90, w: 1, h: 2 }] };
    expect(readBrowserLayouts(storageWith(JSON.stringify(outdated)))).toBeUndefined();
    const overlapping = { ...moved, sm: moved.sm.map((item) => ({ ...item, y: 0 })) };
    expect(readBrowserLayouts(storageWith(JSON.stringify(overlapping)))).toBeUndefined();
  });

  it("prefers the server's layout, then the browser's, then the default", () => {
    const saved = { layouts: moved, updated_at: '2026-11-24T00:00:00.000Z' };
    expect(chooseLayouts(saved, DEFAULT_DASHBOARD_LAYOUTS)).toEqual(moved);
    expect(chooseLayouts({ layouts: null, updated_at: null }, moved)).toEqual(moved);
    expect(chooseLayouts(undefined, undefined)).toEqual(DEFAULT_DASHBOARD_LAYOUTS);
    const stale = {
      layouts: { ...moved, md: [{ i: 'heart-rate', x: 0, y: 0, w: 1, h: 2 }] },
      updated_at: '2026-11-24T00:00:00.000Z',
    };
    expect(chooseLayouts(stale, undefined)).toEqual(DEFAULT_DASHBOARD_LAYOUTS);
  });

  it('keeps a layout saved before a widget was added, placing the new one below the others', () => {
    const withoutAlarms = {
      lg: moved.lg.filter((item) => item.i !== 'active-alarms'),
      md: moved.md.filter((item) => item.i !== 'active-alarms'),
      sm: moved.sm.filter((item) => item.i !== 'active-alarms'),
    };
    const chosen = chooseLayouts(
      { layouts: withoutAlarms, updated_at: '2026-11-24T00:00:00.000Z' },
      undefined,
    );
    expect(chosen.lg.find((item) => item.i === 'kpis')).toEqual(moved.lg.find((item) => item.i === 'kpis'));
    const bottom = Math.max(...withoutAlarms.lg.map((item) => item.y + item.h));
    expect(chosen.lg.find((item) => item.i === 'active-alarms')).toMatchObject({ x: 0, y: bottom });
  });
});
