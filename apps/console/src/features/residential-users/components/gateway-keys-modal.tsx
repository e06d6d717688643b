import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/forms/form-modal';
import { AddButton } from '@/components/lists/add-button';
import { useDeviceKeys } from '../api/device-keys';
import { GatewayKeySecret } from './gateway-key-secret';
import { GatewayKeysTable } from './gateway-keys-table';
import { type CreatedKey, NewGatewayKey } from './new-gateway-key';

type GatewayKeysModalProps = { home: { id: number; name: string }; onClose: () => void };

/**
 * The keys a home's gateway signs in with: listed, revoked, or a new one made and shown once with its broker
 * account, then the list again.
 */
export function GatewayKeysModal({ home, onClose }: GatewayKeysModalProps) {
  const { t } = useTranslation('residentialUsers');
  const keys = useDeviceKeys(home.id);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedKey>();
  const step = created ? 'secret' : adding ? 'form' : 'list';
  const titles = {
    list: 'gatewayKeys.title',
    form: 'gatewayKeys.form.title',
    secret: 'gatewayKeys.secret.title',
  } as const;
  return (
    <FormModal
      title={t(titles[step], { home: home.name })}
      size="xl"
      showingOnce={created !== undefined}
      onClose={onClose}
    >
      {created && (
        <GatewayKeySecret
          home={home.name}
          gatewayKey={created.key}
          mqtt={created.mqtt}
          onDone={() => setCreated(undefined)}
        />
      )}
      {step === 'form' && (
        <NewGatewayKey
          home={home}
          onCreated={(answer) => {
            setAdding(false);
            setCreated(answer);
          }}
          onCancel={() => setAdding(false)}
        />
      )}
      {step === 'list' && (
        <Stack gap="md">
          <Text fz="sm">{t('gatewayKeys.intro', { home: home.name })}</Text>
          <Group justify="flex-end">
            <AddButton label={t('gatewayKeys.new')} onClick={() => setAdding(true)} />
          </Group>
          <GatewayKeysTable label={t('gatewayKeys.title', { home: home.name })} query={keys} />
        </Stack>
      )}
    </FormModal>
  );
}
