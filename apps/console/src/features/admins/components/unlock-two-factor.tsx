import type { Admin } from '@radiant/contract';
import { IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmedRowAction } from '@/components/lists/confirmed-row-action';
import { useUnlockMfa } from '../api/change-admins';
import { nameOf } from '../lib/name-of';

/**
 * A row's lift of the lock that too many wrong codes put on an admin's second factor: asked first, as the
 * wrong codes may have been someone else's who knows their password.
 */
export function UnlockTwoFactor({ admin }: { admin: Admin }) {
  const { t } = useTranslation('admins');
  const unlock = useUnlockMfa();
  const name = nameOf(admin);
  return (
    <ConfirmedRowAction
      label={t('twoFactor.unlockOf', { name })}
      icon={<IconLockOpen size={18} />}
      color="ember"
      confirm={{
        name,
        title: t('twoFactor.unlockTitle'),
        message: t('twoFactor.unlockMessage', { name }),
        action: { label: t('twoFactor.unlock'), color: 'ember' },
      }}
      pending={unlock.isPending}
      onConfirm={(done) => unlock.mutate(admin.id, { onSettled: done })}
    />
  );
}
