import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { ApiError } from './api-error';

export const notifySuccess = (message: string) => notifications.show({ color: 'teal', message });

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
