/**
 * What the console's code and libraries import as `react` (vite.config.ts): Preact's compatibility layer, and the
 * two React 19 parts it lacks, which Mantine and React Router import though the console does not use them.
 * JavaScript, because TypeScript cannot re-export preact/compat's `export =` types; the code is typed against
 * React's.
 */
import { createElement } from 'preact';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * Keeps its children mounted while hidden, as React's does: hidden, they are not displayed and keep their state.
 * Mantine renders one only for content kept mounted when closed (`keepMounted`), which the console never asks for.
 */
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

/**
 * The state itself, never an optimistic one: React Router only sets an optimistic state when asked to render
 * its navigations in transitions (`useTransitions`), which the console does not ask.
 */
export function useOptimistic(state) {
  return [state, () => {}];
}
