import { useCallback, useState } from 'react';

/** How far outside the window a widget counts as in sight: the next one down is drawn before it scrolls in. */
const LOOK_AHEAD = '200px';

/**
 * Whether an element has come into sight yet, and stays so once it has: as in Grafana, widgets further down
 * the page are drawn when the admin scrolls towards them, not all at once when the page opens.
 */
export function useFirstSight<T extends Element>() {
  const [seen, setSeen] = useState(false);
  const ref = useCallback(
    (element: T | null) => {
      if (!element || seen) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setSeen(true);
        },
        { rootMargin: LOOK_AHEAD },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [seen],
  );
  return { ref, seen };
}
