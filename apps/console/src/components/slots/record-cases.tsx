import { type ComponentType, createContext, useContext } from 'react';

/** Whose open cases: a home's (inside its card on its resident's page) or a commercial client's. */
export type RecordCasesScope = { home?: number; client?: number };

const RecordCasesPanel = createContext<ComponentType<RecordCasesScope>>(() => null);

/** The app puts the cases feature's panel here (app/routes/app-shell.tsx). */
export const RecordCasesProvider = RecordCasesPanel.Provider;

/**
 * The open cases of a record, on its own page, with their next deadline. The cases feature draws them; the
 * pages are other features', which never import one another, so the app plugs the panel in through this context.
 */
export function RecordCases(scope: RecordCasesScope) {
  const Panel = useContext(RecordCasesPanel);
  return <Panel {...scope} />;
}
