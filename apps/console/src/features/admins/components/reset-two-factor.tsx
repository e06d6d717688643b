import type { Admin } from '@radiant/contract';
import { IconShieldOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmedRowAction } from '@/components/lists/confirmed-row-action';
import { useResetMfa } from '../api/change-admins';
import { nameOf } from '../lib/name-of';

/**
 * A row's reset of two-factor sign-in, for an admin who lost their phone and recovery codes: asked first,
 * since they then sign in with their password alone. Offered only while they have it on, and never for one's
 * own (that takes a code, in Settings).
 */
export function ResetTwoFactor({ admin, isMe }: { admin: Admin; isMe: boolean }) {
  const { t } = useTranslation('admins');
  const reset = useResetMfa();
  const name = nameOf(admin);
  return (
    <ConfirmedRowAction
      label={
        isMe
          ? t('twoFactor.notYours')
          : t(admin.mfa_enabled ? 'twoFactor.resetOf' : 'twoFactor.offFor', { name })
      }
      icon={<IconShieldOff size={18} />}
      disabled={!admin.mfa_enabled || isMe}
      confirm={{
        name,
        title: t('twoFactor.resetTitle'),
        message: t('twoFactor.resetMessage', { name }),
        action: { label: t('twoFactor.reset'), color: 'red' },
      }}
      pending={reset.isPending}
      onConfirm={(done) => reset.mutate(admin.id, { onSettled: done })}
    />
  );
}
