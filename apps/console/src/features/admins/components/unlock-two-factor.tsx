import type { Admin } from '@radiant/contract';
import { IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/lists/confirm-dialog';
import { RowAction } from '@/components/lists/row-action';
import { useUnlockMfa } from '../api/change-admins';
import { nameOf } from '../lib/name-of';

/**
 * A row's lift of the lock that too many wrong codes put on an admin's second factor: asked first, as the
 * wrong codes may have been someone else's who knows their password.
 */
export function UnlockTwoFactor({ admin }: { admin: Admin }) {
  const { t } = useTranslation('admins');
  const unlock = useUnlockMfa();
  const [asking, setAsking] = useState(false);
  const name = nameOf(admin);
  return (
    <>
      <RowAction
        label={t('twoFactor.unlockOf', { name })}
        icon={<IconLockOpen size={18} />}
        color="ember"
        onClick={() => setAsking(true)}
      />
      <ConfirmDialog
        name={asking ? name : undefined}
        title={t('twoFactor.unlockTitle')}
        message={t('twoFactor.unlockMessage', { name })}
        action={{ label: t('twoFactor.unlock'), color: 'ember' }}
        pending={unlock.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => unlock.mutate(admin.id, { onSettled: () => setAsking(false) })}
      />
    </>
  );
}
