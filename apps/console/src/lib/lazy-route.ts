import i18n from 'i18next';
import type { ComponentType } from 'react';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Rejects when a route chunk has not arrived in time, so the error boundary shows instead of a blank page. */
export function withLoadTimeout<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`A part of the console did not load within ${timeoutMs / 1000} seconds.`)),
        timeoutMs,
      );
    });
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
  };
}

/**
 * A route module's default export becomes the route's component, loaded on first visit together with the
 * strings of its feature (its i18next namespace), so the screen never renders before its words.
 */
export const lazyRoute = (load: () => Promise<{ default: ComponentType }>, namespace?: string) =>
  withLoadTimeout(async () => {
    const [module] = await Promise.all([load(), namespace && i18n.loadNamespaces(namespace)]);
    return { Component: module.default };
  });
