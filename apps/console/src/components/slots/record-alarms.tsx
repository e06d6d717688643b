import { type ComponentType, createContext, useContext } from 'react';

/**
 * Whose alarms: a resident's, a room's or a commercial client's; none of them means the fleet's. `bare` leaves
 * out the panel's frame and title, for a place that has its own (a dashboard widget).
 */
export type RecordAlarmsScope = { user?: number; room?: number; client?: number; bare?: boolean };

const RecordAlarmsPanel = createContext<ComponentType<RecordAlarmsScope>>(() => null);

/** The app puts the alarms feature's panel here (app/routes/app-shell.tsx). */
export const RecordAlarmsProvider = RecordAlarmsPanel.Provider;

/**
 * The open alarms of a record, on its own page. The alarms feature draws them; the pages that show them are
 * other features', which never import one another, so the app plugs the panel in through this context.
 */
export function RecordAlarms(scope: RecordAlarmsScope) {
  const Panel = useContext(RecordAlarmsPanel);
  return <Panel {...scope} />;
}
