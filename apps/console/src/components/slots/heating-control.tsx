import { type ComponentType, createContext, useContext } from 'react';

/** Whose radiators: a room's, a resident's or a commercial client's (exactly one). */
export type HeatingControlScope = { room?: number; user?: number; client?: number };

const HeatingControlPanel = createContext<ComponentType<HeatingControlScope>>(() => null);

/** The app puts the commands feature's panel here (app/routes/app-shell.tsx). */
export const HeatingControlProvider = HeatingControlPanel.Provider;

/**
 * A record's heating control: each radiator's desired state against the one its gateway reported, and "Set
 * heating…". The commands feature draws it; the pages that show it are other features', which never import
 * one another, so the app plugs the panel in through this context.
 */
export function HeatingControl(scope: HeatingControlScope) {
  const Panel = useContext(HeatingControlPanel);
  return <Panel {...scope} />;
}
