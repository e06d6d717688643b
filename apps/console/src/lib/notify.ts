import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { ApiError } from './api-error';

export const notifySuccess = (message: string) => notifications.show({ color: 'teal', message });

/** Something the admin asked for did not happen, in words that say why. */
export const notifyFailure = (message: string) => notifications.show({ color: 'red', message });

/** The server's description of a failed call; anything else (no answer at all) says the server was not reached. */
export const notifyError = (error: unknown) =>
  notifyFailure(error instanceof ApiError ? error.message : i18n.t('error.unreachable'));
