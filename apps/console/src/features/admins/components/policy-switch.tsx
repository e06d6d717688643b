import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import { Paper, Skeleton, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminPolicy, useSetAdminPolicy } from '../api/admin-policy';

/**
 * Whether every admin must sign in with a second factor. The server refuses to require it of an owner who has
 * none themselves (it would lock them out): its reason shows under the switch.
 */
export function PolicySwitch() {
  const { t } = useTranslation('admins');
  const policy = useAdminPolicy();
  const setPolicy = useSetAdminPolicy();
  return (
    <Paper withBorder radius="lg" p="md" mb="md">
      {policy.data ? (
        <Switch
          label={t('policy.requireMfa')}
          description={t('policy.requireMfaHint')}
          checked={policy.data.require_mfa}
          disabled={setPolicy.isPending}
          error={setPolicy.error?.message}
          onChange={(event) => setPolicy.mutate({ require_mfa: event.currentTarget.checked })}
        />
      ) : (
        <Skeleton height={40} radius="sm" />
      )}
    </Paper>
  );
}
