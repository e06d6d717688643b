import type { ButtonProps } from '@mantine/core';
import type { CaseHazard } from '@radiant/contract';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * Where a case would be opened: a home (with its rooms to choose from), and the alarm it comes from, if any,
 * whose room and the hazard it points to are chosen to begin with.
 */
export type OpenCaseProps = {
  home: { id: number; name: string; rooms: { id: number; name: string }[] };
  alarm?: { id: number; roomId: number; name: string; hazard?: CaseHazard };
  size?: ButtonProps['size'];
};

const OpenCaseButton = createContext<ComponentType<OpenCaseProps>>(() => null);

/** The app puts the cases feature's button here (app/routes/app-shell.tsx). */
export const OpenCaseProvider = OpenCaseButton.Provider;

/**
 * "Open a case" for a home: it opens the cases feature's form, then the new case. The pages that offer it are
 * other features', which never import one another, so the app plugs the button in through this context.
 */
export function OpenCase(props: OpenCaseProps) {
  const Button = useContext(OpenCaseButton);
  return <Button {...props} />;
}
