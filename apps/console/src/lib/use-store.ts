import { useSyncExternalStore } from 'react';
import type { Store } from './create-store';

/** A store's value in a component, which renders again when it changes. */
export const useStore = <T>(store: Store<T>): T => useSyncExternalStore(store.subscribe, store.get);
