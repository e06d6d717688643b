import { createStore } from './create-store';
import { PREFERENCES_KEY, type Preferences, parsePreferences } from './preferences';

const NO_TRANSITION_MS = 100;
const darkScheme = window.matchMedia('(prefers-color-scheme: dark)');

export const preferencesStore = createStore(
  parsePreferences(localStorage.getItem(PREFERENCES_KEY), darkScheme.matches),
);

let transitionTimer: ReturnType<typeof setTimeout> | undefined;

/** Switching modes repaints everything; CSS under `.no-transition` keeps that from animating. */
function suspendTransitions(): void {
  document.documentElement.classList.add('no-transition');
  clearTimeout(transitionTimer);
  transitionTimer = setTimeout(
    () => document.documentElement.classList.remove('no-transition'),
    NO_TRANSITION_MS,
  );
}

export function updatePreferences(change: Partial<Preferences>): void {
  const next = { ...preferencesStore.get(), ...change };
  suspendTransitions();
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify(next));
  preferencesStore.set(next);
}

/** Follows the operating system's colour scheme while the console is open. */
export function followSystemColorScheme(): () => void {
  const onChange = (event: MediaQueryListEvent) => updatePreferences({ isDarkMode: event.matches });
  darkScheme.addEventListener('change', onChange);
  return () => darkScheme.removeEventListener('change', onChange);
}

/** Follows the preferences saved in the console's other tabs, so that every tab shows the same modes. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PREFERENCES_KEY) return;
    suspendTransitions();
    preferencesStore.set(parsePreferences(event.newValue, darkScheme.matches));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
