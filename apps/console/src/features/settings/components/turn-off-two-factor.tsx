import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZMfaDisableRequest } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '@/components/forms/code-input';
import { FormActions } from '@/components/forms/form-actions';
import { refusalOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { notifyError } from '@/lib/notify';
import { useDisableMfa } from '../api/disable-mfa';

const validateCode = validateWith(ZMfaDisableRequest);

type TurnOffTwoFactorProps = { opened: boolean; required: boolean; onClose: () => void };

/**
 * Turning two-factor sign-in off asks for a code (the app's or a recovery code): the password alone is the
 * factor it backs up, so it cannot remove it.
 */
export function TurnOffTwoFactor({ opened, required, onClose }: TurnOffTwoFactorProps) {
  const { t } = useTranslation('settings');
  const disable = useDisableMfa();
  const form = useForm({ initialValues: { code: '' }, validate: validateCode });

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    disable.mutate(values, {
      onSuccess: close,
      onError: (error) => {
        const refusal = refusalOf(error);
        if (refusal) form.setFieldError('code', refusal);
        else notifyError(error);
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('twoFactor.turnOffTitle')} centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{t(required ? 'twoFactor.turnOffRequired' : 'twoFactor.turnOffIntro')}</Text>
          <CodeInput
            label={t('twoFactor.proofCode')}
            description={t('twoFactor.proofCodeHint')}
            required
            data-autofocus
            {...form.getInputProps('code')}
          />
          <FormActions
            submit={t('twoFactor.turnOff')}
            color="red"
            pending={disable.isPending}
            cancel={close}
            gap="xs"
          />
        </Stack>
      </form>
    </Modal>
  );
}
