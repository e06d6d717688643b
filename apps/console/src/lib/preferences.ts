type Direction = 'ltr' | 'rtl';

export type Preferences = {
  isDarkMode: boolean;
  isContrastMode: boolean;
  fontScale: number;
  direction: Direction;
};

export const FONT_SCALES = [0.875, 1, 1.125, 1.25] as const;

export const defaultPreferences = (systemPrefersDark: boolean): Preferences => ({
  isDarkMode: systemPrefersDark,
  isContrastMode: false,
  fontScale: 1,
  direction: 'ltr',
});

/** Reads the saved JSON leniently: a missing or broken field falls back to its default. */
export function parsePreferences(saved: string | null, systemPrefersDark: boolean): Preferences {
  const defaults = defaultPreferences(systemPrefersDark);
  let value: Record<string, unknown> = {};
  try {
    const parsed: unknown = saved ? JSON.parse(saved) : {};
    if (typeof parsed === 'object' && parsed !== null) value = parsed as Record<string, unknown>;
  } catch {
    return defaults;
  }
  const { isDarkMode, isContrastMode, fontScale, direction } = value;
  return {
    isDarkMode: typeof isDarkMode === 'boolean' ? isDarkMode : defaults.isDarkMode,
    isContrastMode: typeof isContrastMode === 'boolean' ? isContrastMode : defaults.isContrastMode,
    fontScale: FONT_SCALES.some((scale) => scale === fontScale) ? (fontScale as number) : defaults.fontScale,
    direction: direction === 'rtl' || direction === 'ltr' ? direction : defaults.direction,
  };
}
