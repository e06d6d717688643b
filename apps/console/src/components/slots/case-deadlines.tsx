import { type ComponentType, createContext, useContext } from 'react';

const CaseDeadlinesPanel = createContext<ComponentType>(() => null);

/** The app puts the cases feature's summary here (app/routes/app-shell.tsx). */
export const CaseDeadlinesProvider = CaseDeadlinesPanel.Provider;

/**
 * The dashboard's "Deadlines this week": open cases overdue and due within 7 days, as the server counts them;
 * the dashboard, another feature, shows them, so the app plugs the summary in through this context.
 */
export function CaseDeadlines() {
  const Panel = useContext(CaseDeadlinesPanel);
  return <Panel />;
}
