import { type ReactNode, Suspense } from 'react';
import { useFirstSight } from '../lib/first-sight';
import { WidgetSkeleton } from './widget-frame';

/**
 * Draws a lazily loaded widget once it first comes near the window, so that its code loads then and not with
 * the dashboard: the charts' library is most of the dashboard's weight, and the first screenful needs none.
 */
export function InSight({ children }: { children: ReactNode }) {
  const { ref, seen } = useFirstSight<HTMLDivElement>();
  if (!seen) return <WidgetSkeleton ref={ref} />;
  return <Suspense fallback={<WidgetSkeleton />}>{children}</Suspense>;
}
