import '@mantine/core/styles/Skeleton.css';
import { Button, Group, SimpleGrid, Skeleton } from '@mantine/core';
import type { MfaSetup, MfaStatus } from '@radiant/contract';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '@/components/lists/list-error';
import { Fact } from '@/components/ui/fact';
import { Tag } from '@/components/ui/tag';
import { formatCount, formatDateTime } from '@/lib/format';
import { useMfaStatus } from '../api/get-mfa-status';
import { useSetUpMfa } from '../api/set-up-mfa';
import { RecoveryCodes } from './recovery-codes';
import { SettingsSection } from './settings-section';
import { TurnOffTwoFactor } from './turn-off-two-factor';
import { TwoFactorSetup } from './two-factor-setup';

/** Few enough recovery codes left that the admin should turn it off and on again for ten new ones. */
const FEW_CODES_LEFT = 3;

/** Whether it is on, since when, how many recovery codes are left, and whether owners require it. */
function TwoFactorFacts({ mfa }: { mfa: MfaStatus }) {
  const { t } = useTranslation('settings');
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <Fact label={t('twoFactor.status')}>
        <Group gap="xs">
          <Tag color={mfa.enabled ? 'teal' : 'gray'}>{t(mfa.enabled ? 'twoFactor.on' : 'twoFactor.off')}</Tag>
          {mfa.enabled_at && <bdi>{t('twoFactor.since', { date: formatDateTime(mfa.enabled_at) })}</bdi>}
        </Group>
      </Fact>
      {mfa.enabled && (
        <Fact label={t('twoFactor.codesLeft')}>
          <Tag color={mfa.recovery_codes_left <= FEW_CODES_LEFT ? 'orange' : 'gray'}>
            {formatCount(mfa.recovery_codes_left)}
          </Tag>
        </Fact>
      )}
      <Fact label={t('twoFactor.requiredLabel')}>
        {t(mfa.required ? 'twoFactor.requiredYes' : 'twoFactor.requiredNo')}
      </Fact>
    </SimpleGrid>
  );
}

/**
 * Two-factor sign-in: its status, then turning it on (the app's secret, a code to confirm, the recovery codes
 * shown once) or off.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('settings');
  const status = useMfaStatus();
  const setUp = useSetUpMfa();
  const [setup, setSetup] = useState<MfaSetup>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [turningOff, setTurningOff] = useState(false);

  const body = () => {
    if (recoveryCodes)
      return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />;
    if (status.isError) return <ListError onRetry={status.refetch} retrying={status.isRefetching} />;
    if (!status.data) return <Skeleton height={64} radius="md" />;
    if (setup) {
      return (
        <TwoFactorSetup
          setup={setup}
          onEnabled={(codes) => {
            setSetup(undefined);
            setRecoveryCodes(codes);
          }}
          onCancel={() => setSetup(undefined)}
        />
      );
    }
    const mfa = status.data;
    return (
      <>
        <TwoFactorFacts mfa={mfa} />
        <Group justify="flex-end">
          {mfa.enabled ? (
            <Button
              variant="default"
              leftSection={<IconShieldOff size={16} />}
              onClick={() => setTurningOff(true)}
            >
              {t('twoFactor.turnOffButton')}
            </Button>
          ) : (
            <Button
              leftSection={<IconShieldCheck size={16} />}
              loading={setUp.isPending}
              onClick={() => setUp.mutate(undefined, { onSuccess: setSetup })}
            >
              {t('twoFactor.turnOn')}
            </Button>
          )}
        </Group>
        <TurnOffTwoFactor opened={turningOff} required={mfa.required} onClose={() => setTurningOff(false)} />
      </>
    );
  };

  return (
    <SettingsSection id="two-factor" title={t('twoFactor.title')} description={t('twoFactor.description')}>
      {body()}
    </SettingsSection>
  );
}
