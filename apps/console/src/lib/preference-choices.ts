import { LANGUAGES, type Language } from '@radiant/contract';
import { LANGUAGE_NAMES } from './language';
import { directionIn, FONT_SCALES, type Preferences } from './preferences';

/**
 * The header's preference buttons, the login's and the console's: each toggle is named for what it does next
 * ("Switch to dark mode"), so it needs no pressed state. Keys are the shell's strings.
 */
export function preferenceToggles(preferences: Preferences) {
  const { isDarkMode, isContrastMode } = preferences;
  const isRtl = directionIn(preferences) === 'rtl';
  return [
    {
      id: 'scheme',
      label: isDarkMode ? 'header.darkModeOff' : 'header.darkModeOn',
      change: { isDarkMode: !isDarkMode },
      icon: isDarkMode ? 'sun' : 'moon',
    },
    {
      id: 'contrast',
      label: isContrastMode ? 'header.contrastOff' : 'header.contrastOn',
      change: { isContrastMode: !isContrastMode },
      icon: 'contrast',
    },
    {
      id: 'direction',
      label: isRtl ? 'header.directionLtr' : 'header.directionRtl',
      change: { direction: isRtl ? 'ltr' : 'rtl' },
      icon: isRtl ? 'directionLtr' : 'directionRtl',
    },
  ] as const satisfies { id: string; label: string; change: Partial<Preferences>; icon: string }[];
}

/** A menu's choice: its key, its name (a language's in its own tongue, marked as written in it), checked or not. */
export type Choice = { key: string; name: string; chosen: boolean; lang?: string };

/** The language menu: the browser's (named `browserName`), then each language the console speaks. */
export const languageChoices = (preferences: Preferences, browserName: string): Choice[] => [
  { key: 'browser', name: browserName, chosen: preferences.language === null },
  ...LANGUAGES.map((language) => ({
    key: language,
    name: LANGUAGE_NAMES[language],
    lang: language,
    chosen: preferences.language === language,
  })),
];

/** The language a choice of the language menu stands for (none: the browser's). */
export const languageOfChoice = (key: string) => (key === 'browser' ? null : (key as Language));

/** The text-size menu, each size named by `nameOf` its percentage. */
export const fontScaleChoices = (preferences: Preferences, nameOf: (percent: number) => string): Choice[] =>
  FONT_SCALES.map((scale) => ({
    key: String(scale),
    name: nameOf(scale * 100),
    chosen: scale === preferences.fontScale,
  }));
