import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Anchor, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZMfaDisableRequest } from '@radiant/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '@/components/forms/code-input';
import { refusalOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { notifyError } from '@/lib/notify';
import { useDisableMfa } from '../api/disable-mfa';

type Proof = 'code' | 'password';

const validateProof = validateWith(ZMfaDisableRequest);

type TurnOffTwoFactorProps = { opened: boolean; required: boolean; onClose: () => void };

/** Turning two-factor sign-in off asks for a code (the app's or a recovery code) or the password. */
export function TurnOffTwoFactor({ opened, required, onClose }: TurnOffTwoFactorProps) {
  const { t } = useTranslation('settings');
  const disable = useDisableMfa();
  const [proof, setProof] = useState<Proof>('code');
  const form = useForm({
    initialValues: { code: '', password: '' },
    validate: (values) =>
      validateProof(proof === 'code' ? { code: values.code } : { password: values.password }),
  });

  const close = () => {
    form.reset();
    setProof('code');
    onClose();
  };
  const submit = form.onSubmit((values) =>
    disable.mutate(proof === 'code' ? { code: values.code } : { password: values.password }, {
      onSuccess: close,
      onError: (error) => {
        const refusal = refusalOf(error);
        if (refusal) form.setFieldError(proof, refusal);
        else notifyError(error);
      },
    }),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('twoFactor.turnOffTitle')} centered radius="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm">{t(required ? 'twoFactor.turnOffRequired' : 'twoFactor.turnOffIntro')}</Text>
          {proof === 'code' ? (
            <CodeInput
              label={t('twoFactor.proofCode')}
              description={t('twoFactor.proofCodeHint')}
              required
              data-autofocus
              {...form.getInputProps('code')}
            />
          ) : (
            <PasswordInput
              label={t('twoFactor.proofPassword')}
              autoComplete="current-password"
              required
              data-autofocus
              {...form.getInputProps('password')}
            />
          )}
          <Anchor
            component="button"
            type="button"
            fz="sm"
            ta="start"
            onClick={() => {
              form.clearErrors();
              setProof(proof === 'code' ? 'password' : 'code');
            }}
          >
            {t(proof === 'code' ? 'twoFactor.usePassword' : 'twoFactor.useCode')}
          </Anchor>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close} disabled={disable.isPending}>
              {t('lists.cancel')}
            </Button>
            <Button type="submit" color="red" loading={disable.isPending}>
              {t('twoFactor.turnOff')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
