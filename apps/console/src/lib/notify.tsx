import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import type { ReactNode } from 'react';
import { ApiError } from './api-error';

export const notifySuccess = (message: string) => notifications.show({ color: 'teal', message });

type LinkedToast = {
  color: string;
  autoClose: number;
  icon?: ReactNode;
  message: ReactNode;
  /** Goes to what the toast is about; the toast goes with it. */
  open: { label: string; onOpen: () => void };
};

/** A toast about something with a page of its own (a new alarm, a sent command), and a button to open it. */
export function notifyWithLink({ color, autoClose, icon, message, open }: LinkedToast) {
  const id = notifications.show({
    color,
    autoClose,
    icon,
    message: (
      <Stack gap={6} align="flex-start">
        {message}
        <Button
          size="xs"
          variant="light"
          color={color}
          onClick={() => {
            notifications.hide(id);
            open.onOpen();
          }}
        >
          {open.label}
        </Button>
      </Stack>
    ),
  });
}

/** Something the admin asked for did not happen, in words that say why. */
export const notifyFailure = (message: string) => notifications.show({ color: 'red', message });

/** The edit was made from a copy that someone else's change has replaced (409 STALE_VERSION). */
export const isStaleEdit = (error: unknown) => error instanceof ApiError && error.code === 'STALE_VERSION';

/** Says so, and stays until the admin reloads the screen to see the other change (or closes the note). */
const notifyStaleEdit = (message: string) =>
  notifications.show({
    color: 'orange',
    autoClose: false,
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="orange" onClick={() => window.location.reload()}>
          {i18n.t('error.reloadStale')}
        </Button>
      </Stack>
    ),
  });

/** The server's description of a failed call; anything else (no answer at all) says the server was not reached. */
export function notifyError(error: unknown) {
  if (!(error instanceof ApiError)) return notifyFailure(i18n.t('error.unreachable'));
  return isStaleEdit(error) ? notifyStaleEdit(error.message) : notifyFailure(error.message);
}
