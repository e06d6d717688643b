import { type ComponentType, createContext, useContext } from 'react';

/** A room's humidity and temperature over a window of days (a case's), drawn day by day. */
export type RoomReadingsProps = { roomId: number; name: string; window: { from: string; to: string } };

const RoomReadingsChart = createContext<ComponentType<RoomReadingsProps>>(() => null);

/** The app puts the residents feature's chart here (app/routes/app-shell.tsx). */
export const RoomReadingsProvider = RoomReadingsChart.Provider;

/**
 * The readings around a case, room by room. The case's drawer is the cases feature's and the chart the
 * residents feature's, which never import one another, so the app plugs the chart in through this context.
 */
export function RoomReadings(props: RoomReadingsProps) {
  const Chart = useContext(RoomReadingsChart);
  return <Chart {...props} />;
}
