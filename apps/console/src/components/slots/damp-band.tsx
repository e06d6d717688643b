import type { RiskBand, RoomDamp } from '@radiant/contract';
import { type ComponentType, createContext, useContext } from 'react';

type DampMarks = {
  /** A damp or cold band as its coloured badge; "No data" for null. */
  Band: ComponentType<{ band: RiskBand | null }>;
  /** Whether the mould risk rose or fell over the last week, as an arrow and a word. */
  Trend: ComponentType<{ trend: RoomDamp['trend'] }>;
};

const DampMarksSlot = createContext<DampMarks>({ Band: () => null, Trend: () => null });

/** The app puts the damp feature's badge and trend here (app/routes/app-shell.tsx). */
export const DampMarksProvider = DampMarksSlot.Provider;

/**
 * A band and a trend drawn as the Damp & cold screen draws them, on the pages of rooms, residents and clients:
 * those are other features', which never import one another, so the app plugs the damp feature's parts in.
 */
export function DampBand({ band }: { band: RiskBand | null }) {
  const { Band } = useContext(DampMarksSlot);
  return <Band band={band} />;
}

export function DampTrend({ trend }: { trend: RoomDamp['trend'] }) {
  const { Trend } = useContext(DampMarksSlot);
  return <Trend trend={trend} />;
}
