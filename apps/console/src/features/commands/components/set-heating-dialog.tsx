import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Command, CommandRequest, CommandTarget } from '@radiant/contract';
import { IconAlertTriangle, IconArrowLeft, IconEye, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, withId } from '@/config/screens';
import { ApiError } from '@/lib/api-error';
import { formatCount } from '@/lib/format';
import { notifyWithLink } from '@/lib/notify';
import { usePreviewCommand, useSendCommand } from '../api/send-command';
import { type ChangeErrors, type ChangeFields, changeOf, FIELD_OF_PATH } from '../lib/heating-change';
import { CommandPreview } from './command-preview';
import { HeatingChangeFields } from './heating-change-fields';

/** The sent toast carries a link, so it stays long enough to be followed. */
const SENT_TOAST_MS = 10_000;

const START: ChangeFields = { mode: 'comfort', setpoint: 21, time: '' };

/** The server's field errors of a refused request, on the dialog's fields. */
const fieldErrorsOf = (error: unknown): ChangeErrors =>
  error instanceof ApiError
    ? Object.fromEntries(
        error.errors.flatMap(({ path, message }) => {
          const field = FIELD_OF_PATH[path];
          return field ? [[field, message]] : [];
        }),
      )
    : {};

type SetHeatingDialogProps = {
  target: CommandTarget;
  onSent?: (command: Command) => void;
  onClose: () => void;
};

/**
 * "Set heating…": a mode, a temperature and an optional end; then a preview of whom it reaches and what it
 * should change over the coming week; then one confirmation sends it. Refusals show in the dialog.
 */
export default function SetHeatingDialog({ target, onSent, onClose }: SetHeatingDialogProps) {
  const { t } = useTranslation('commands');
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 48em)');
  const [fields, setFields] = useState(START);
  const [errors, setErrors] = useState<ChangeErrors>({});
  const [request, setRequest] = useState<CommandRequest>();
  const preview = usePreviewCommand();
  const send = useSendCommand();
  const failure = preview.error ?? send.error;
  const shown = request && preview.data;

  const previewChange = () => {
    const checked = changeOf(fields);
    if ('errors' in checked) {
      setErrors({ ...checked.errors, ...(checked.problem && { day: t(`dialog.${checked.problem}`) }) });
      return;
    }
    setErrors({});
    send.reset();
    const next = { target, change: checked.change };
    preview.mutate(next, {
      onSuccess: () => setRequest(next),
      onError: (error) => setErrors(fieldErrorsOf(error)),
    });
  };

  const sent = (command: Command) => {
    notifyWithLink({
      color: 'teal',
      autoClose: SENT_TOAST_MS,
      message: (
        <Text fz="sm">
          {t('dialog.sent', {
            radiators: t('dialog.radiators', {
              count: command.radiators,
              formatted: formatCount(command.radiators),
            }),
          })}
        </Text>
      ),
      open: { label: t('dialog.openCommand'), onOpen: () => navigate(withId(paths.commands, command.id)) },
    });
    onSent?.(command);
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('dialog.title')} size="lg" radius="lg" fullScreen={narrow}>
      <Stack gap="lg">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {failure.message}
          </Alert>
        )}
        {shown ? (
          <CommandPreview preview={preview.data} />
        ) : (
          <HeatingChangeFields fields={fields} errors={errors} onChange={setFields} />
        )}
        <Group justify="flex-end" gap="xs">
          {shown ? (
            <>
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} className="mantine-rotate-rtl" />}
                onClick={() => setRequest(undefined)}
                disabled={send.isPending}
              >
                {t('dialog.back')}
              </Button>
              <Button
                leftSection={<IconSend size={16} />}
                loading={send.isPending}
                disabled={preview.data.radiators === 0}
                onClick={() => send.mutate(request, { onSuccess: sent })}
              >
                {t('dialog.send', {
                  count: preview.data.radiators,
                  formatted: formatCount(preview.data.radiators),
                })}
              </Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={onClose}>
                {t('dialog.cancel')}
              </Button>
              <Button leftSection={<IconEye size={16} />} loading={preview.isPending} onClick={previewChange}>
                {t('dialog.preview')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
