import '@mantine/core/styles/Code.css';
import { Box, Button, Code, CopyButton, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type MfaSetup, mfaOperations } from '@radiant/contract';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '@/components/forms/code-input';
import { FormActions } from '@/components/forms/form-actions';
import { DimmedText } from '@/components/ui/dimmed-text';
import { refusalOf } from '@/lib/form-errors';
import { validateWith } from '@/lib/form-validation';
import { notifyError } from '@/lib/notify';
import { useEnableMfa } from '../api/enable-mfa';

const validateCode = validateWith(mfaOperations.enable.body);

/** "ABCD EFGH …": a base32 secret in groups of four, as people copy it by hand. */
const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

type TwoFactorSetupProps = {
  setup: MfaSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
};

/**
 * The app's secret as a QR code (always dark on a light quiet zone, which every camera reads, whatever the
 * console's colours) and as text, then the code that confirms the app has it.
 */
export function TwoFactorSetup({ setup, onEnabled, onCancel }: TwoFactorSetupProps) {
  const { t } = useTranslation('settings');
  const enable = useEnableMfa();
  const form = useForm({ initialValues: { code: '' }, validate: validateCode });

  const submit = form.onSubmit(({ code }) =>
    enable.mutate(code, {
      onSuccess: ({ data }) => onEnabled(data.recovery_codes),
      onError: (error) => {
        const refusal = refusalOf(error);
        if (refusal) form.setFieldError('code', refusal);
        else notifyError(error);
      },
    }),
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm" fw={600}>
          {t('twoFactor.scanStep')}
        </Text>
        <Box
          bg="#ffffff"
          p={4}
          bd="1px solid var(--mantine-color-default-border)"
          style={{ borderRadius: 8 }}
        >
          <QRCodeSVG
            value={setup.otpauth_url}
            size={184}
            marginSize={4}
            bgColor="#ffffff"
            fgColor="#000000"
            role="img"
            aria-label={t('twoFactor.qrLabel')}
          />
        </Box>
        <DimmedText>{t('twoFactor.manualEntry')}</DimmedText>
        <Code block dir="ltr" fz="sm" style={{ whiteSpace: 'pre-wrap', wordSpacing: '0.3em' }}>
          {groupedSecret(setup.secret)}
        </Code>
        <CopyButton value={setup.secret}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? t('twoFactor.copied') : t('twoFactor.copyKey')}
            </Button>
          )}
        </CopyButton>
      </Stack>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" fw={600}>
            {t('twoFactor.confirmStep')}
          </Text>
          <CodeInput
            numeric
            label={t('twoFactor.code')}
            description={t('twoFactor.codeHint')}
            placeholder="123456"
            required
            {...form.getInputProps('code')}
          />
          <FormActions submit={t('twoFactor.enable')} pending={enable.isPending} cancel={onCancel} gap="xs" />
        </Stack>
      </form>
    </SimpleGrid>
  );
}
