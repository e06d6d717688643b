import { type ComponentType, createContext, useContext } from 'react';

const DampRiskPanel = createContext<ComponentType>(() => null);

/** The app puts the damp feature's summary here (app/routes/app-shell.tsx). */
export const DampRiskProvider = DampRiskPanel.Provider;

/**
 * The fleet's homes at severe and high damp risk. The damp feature draws them; the dashboard, another feature,
 * shows them, and features never import one another, so the app plugs the summary in through this context.
 */
export function DampRisk() {
  const Panel = useContext(DampRiskPanel);
  return <Panel />;
}
