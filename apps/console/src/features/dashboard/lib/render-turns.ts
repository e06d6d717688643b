import { startTransition, useEffect, useState } from 'react';

// Widgets whose data has come wait here for their turn to draw.
const waiting: (() => void)[] = [];
let drawing = false;

function grantNext() {
  const grant = waiting.shift();
  drawing = grant !== undefined;
  // A task of its own for each widget: the browser paints and handles input between two widgets.
  if (grant) setTimeout(grant, 0);
}

/**
 * Whether a widget may draw what it is `ready` to show. Widgets take turns, one drawn and committed per task
 * (and rendered as a transition, in slices), so that a dashboard whose answers all arrive at once never holds
 * the page in one long task. A widget keeps its turn once granted: later answers redraw it at once.
 */
export function useRenderTurn(ready: boolean): boolean {
  const [granted, setGranted] = useState(false);
  useEffect(() => {
    if (!ready || granted) return;
    let turn: 'waiting' | 'drawing' | 'over' = 'waiting';
    const grant = () => {
      if (turn === 'over') return grantNext();
      turn = 'drawing';
      startTransition(() => setGranted(true));
    };
    waiting.push(grant);
    if (!drawing) grantNext();
    // Runs once the widget has drawn (granted changed) or when it leaves first: either way the next one's turn.
    return () => {
      if (turn === 'drawing') grantNext();
      turn = 'over';
      const index = waiting.indexOf(grant);
      if (index >= 0) waiting.splice(index, 1);
    };
  }, [ready, granted]);
  return granted;
}
