import type { ButtonProps } from '@mantine/core';
import type { Command, CommandTarget } from '@radiant/contract';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * Whose radiators the "Set heating…" button changes, how big it is where it stands, and what the page does
 * with the command once sent (a case records it on its timeline).
 */
export type SetHeatingProps = {
  target: CommandTarget;
  size?: ButtonProps['size'];
  onSent?: (command: Command) => void;
};

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
