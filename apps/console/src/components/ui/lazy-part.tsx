import { Skeleton } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A part loaded with the first screen that shows it, rather than with every screen that may: the shell would
 * otherwise bring every feature's parts (forms, tables, their libraries) to every screen, the dashboard first,
 * and the login its code step to every admin. Its code and strings load after the screen's, so it waits for them
 * without holding up the screen, holding its place meanwhile with a skeleton `height` pixels tall (none: nothing
 * shows until it comes).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, height?: number) {
  const Part = lazy(async () => ({ default: await load() }));
  return (props: P) => (
    <Suspense fallback={height === undefined ? undefined : <Skeleton height={height} radius="lg" />}>
      <Part {...props} />
    </Suspense>
  );
}
