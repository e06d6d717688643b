import { type ComponentType, createContext, useContext } from 'react';

/** Whose open cases: a home's (inside its card on its resident's page) or a commercial client's. */
type RecordCasesScope = { home?: number; client?: number };

/** The scope, and a home's name for what the panel offers about the home (its evidence pack). */
export type RecordCasesProps = RecordCasesScope & { homeName?: string };

const RecordCasesPanel = createContext<ComponentType<RecordCasesProps>>(() => null);

/** The app puts the cases feature's panel here (app/routes/app-shell.tsx). */
export const RecordCasesProvider = RecordCasesPanel.Provider;

/**
 * The open cases of a record, on its own page, with their next deadline. The cases feature draws them; the
 * pages are other features', which never import one another, so the app plugs the panel in through this context.
 */
export function RecordCases(props: RecordCasesProps) {
  const Panel = useContext(RecordCasesPanel);
  return <Panel {...props} />;
}
