import type { ButtonProps } from '@mantine/core';
import type { CommandTarget } from '@radiant/contract';
import { type ComponentType, createContext, useContext } from 'react';

/** Whose radiators the "Set heating…" button changes, and how big it is where it stands. */
export type SetHeatingProps = { target: CommandTarget; size?: ButtonProps['size'] };

const SetHeatingButton = createContext<ComponentType<SetHeatingProps>>(() => null);

/** The app puts the commands feature's button here (app/routes/app-shell.tsx). */
export const SetHeatingProvider = SetHeatingButton.Provider;

/**
 * "Set heating…" for some radiators: it opens the commands feature's dialog. The lists and pages that offer it
 * are other features', which never import one another, so the app plugs the button in through this context.
 */
export function SetHeating(props: SetHeatingProps) {
  const Button = useContext(SetHeatingButton);
  return <Button {...props} />;
}
