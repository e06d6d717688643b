import type { Language } from '@radiant/contract';
import { BODY_FONT, EMBER, HEADING_FONT } from '@/config/brand';
import { keepLanguage } from '@/lib/keep-language';
import {
  fontScaleChoices,
  languageChoices,
  languageOfChoice,
  preferenceToggles,
} from '@/lib/preference-choices';
import { directionIn, type Preferences } from '@/lib/preferences';
import {
  followOtherTabs,
  followSystemColorScheme,
  preferencesStore,
  updatePreferences,
} from '@/lib/preferences-store';
import { h, icon } from './dom';
import { choiceMenu } from './gate-menu';
import type { Translate } from './gate-strings';
import { ICONS } from './icons';

/**
 * Draws the preferences on <html> as the console's provider does once React runs: colour scheme, contrast,
 * direction and text size, with the theme's own colour (Mantine sets it from the theme), and the language the
 * page's strings are in (another tab's choice of language reaches this page when it loads again).
 */
function applyToDocument(preferences: Preferences, language: Language): void {
  const root = document.documentElement;
  root.setAttribute('data-mantine-color-scheme', preferences.isDarkMode ? 'dark' : 'light');
  root.toggleAttribute('data-contrast', preferences.isContrastMode);
  root.dir = directionIn(preferences);
  root.lang = language;
  root.style.fontSize = `${preferences.fontScale * 100}%`;
  for (const [index, shade] of EMBER.entries())
    root.style.setProperty(`--mantine-color-ember-${index}`, shade);
  root.style.setProperty('--mantine-font-family', BODY_FONT);
  root.style.setProperty('--mantine-font-family-headings', HEADING_FONT);
}

/** The header's preference buttons on the login, drawn again whenever a preference changes. */
function preferenceRow(preferences: Preferences, t: Translate): HTMLElement {
  const toggles = preferenceToggles(preferences).map(({ label, change, icon: iconName }) =>
    h(
      'button',
      {
        type: 'button',
        class: 'gate-icon-button',
        'aria-label': t(label),
        'data-tip': t(label),
        onclick: () => updatePreferences(change),
      },
      icon(ICONS[iconName]),
    ),
  );
  return h(
    'div',
    { class: 'gate-toggles' },
    ...toggles,
    choiceMenu(
      t('header.language'),
      ICONS.language,
      languageChoices(preferences, t('header.browserLanguage')),
      (key) => keepLanguage({ language: languageOfChoice(key) }),
    ),
    choiceMenu(
      t('header.fontScale'),
      ICONS.textSize,
      fontScaleChoices(preferences, (percent) => t('header.fontScaleOption', { percent })),
      (key) => updatePreferences({ fontScale: Number(key) }),
    ),
  );
}

/**
 * Keeps the document and the login's preference buttons in step with the preferences: this tab's choices,
 * another tab's and the system's colour scheme. A redrawn button keeps the focus it had. `stop` ends it, as
 * the console's provider takes over.
 */
export function preferenceControls(
  t: Translate,
  language: Language,
): { element: HTMLElement; stop: () => void } {
  const element = h('div', { class: 'gate-header' });
  const draw = () => {
    const preferences = preferencesStore.get();
    applyToDocument(preferences, language);
    const buttons = () => [...element.querySelectorAll('button')];
    const focused = buttons().indexOf(document.activeElement as HTMLButtonElement);
    element.replaceChildren(preferenceRow(preferences, t));
    if (focused >= 0) buttons()[focused]?.focus();
  };
  draw();
  const stops = [preferencesStore.subscribe(draw), followSystemColorScheme(), followOtherTabs()];
  return {
    element,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}
