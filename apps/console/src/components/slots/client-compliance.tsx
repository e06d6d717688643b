import { type ComponentType, createContext, useContext } from 'react';

/** Whose compliance and case policy: a commercial client's. */
export type ClientComplianceProps = { client: number };

const ClientCompliancePanels = createContext<ComponentType<ClientComplianceProps>>(() => null);

/** The app puts the cases feature's cards here (app/routes/app-shell.tsx). */
export const ClientComplianceProvider = ClientCompliancePanels.Provider;

/**
 * A commercial client's deadlines met and missed, and its case policy, on the client's page. The cases feature
 * draws them; the page is another feature's, which never imports it, so the app plugs the cards in here.
 */
export function ClientCompliance(props: ClientComplianceProps) {
  const Panels = useContext(ClientCompliancePanels);
  return <Panels {...props} />;
}
