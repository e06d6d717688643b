import type { Preferences } from './preferences';
import { preferencesStore } from './preferences-store';
import { useStore } from './use-store';

export const usePreferences = (): Preferences => useStore(preferencesStore);
