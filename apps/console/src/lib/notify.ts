import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { ApiError } from './api-error';

export const notifySuccess = (message: string) => notifications.show({ color: 'teal', message });

/** The server's description of a failed call; anything else (no answer at all) says the server was not reached. */
export const notifyError = (error: unknown) =>
  notifications.show({
    color: 'red',
    message: error instanceof ApiError ? error.message : i18n.t('error.unreachable'),
  });
