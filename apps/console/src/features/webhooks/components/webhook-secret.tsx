import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Code.css';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { WEBHOOK_SIGNATURE_HEADER } from '@radiant/contract';
import { IconCheck, IconCopy, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The new webhook's signing secret, shown this once, with a copy button. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Stack gap="md">
      <Text fz="sm">{t('secret.intro', { header: WEBHOOK_SIGNATURE_HEADER })}</Text>
      <Stack gap={4}>
        <Text fz="sm" fw={600} id="webhook-secret-label">
          {t('secret.label')}
        </Text>
        <Code block dir="ltr" aria-labelledby="webhook-secret-label" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
      </Stack>
      <Alert variant="light" color="ember" icon={<IconEyeOff size={18} />}>
        {t('secret.once')}
      </Alert>
      <Group justify="space-between">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t('secret.copied') : t('secret.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('secret.done')}</Button>
      </Group>
    </Stack>
  );
}
