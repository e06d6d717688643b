import type { Admin } from '@radiant/contract';
import { IconDevices, IconLink, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/lists/confirm-dialog';
import { RowAction } from '@/components/lists/row-action';
import { useToggleAdminStatus } from '../api/change-admins';
import { nameOf } from '../lib/name-of';
import { ResetTwoFactor } from './reset-two-factor';
import { UnlockTwoFactor } from './unlock-two-factor';

/** What a row's actions open: the admin's form, a new invitation link, their sessions. */
export type AdminOpeners = {
  onEdit: (id: number) => void;
  onInvite: (admin: Admin) => void;
  onSessions: (id: number) => void;
};

type AdminActionsProps = AdminOpeners & {
  admin: Admin;
  /**
   * The signed-in owner's own row: they cannot deactivate themselves, send themselves a link or reset their own
   * second factor (the server refuses each too).
   */
  isMe: boolean;
};

/**
 * A row's edit, new invitation link, two-factor reset, sessions and (de)activation; a deactivation is asked
 * first, since it ends the admin's sessions at once. A deactivated admin gets a new link once activated again.
 */
export function AdminActions({ admin, isMe, onEdit, onInvite, onSessions }: AdminActionsProps) {
  const { t } = useTranslation('admins');
  const toggle = useToggleAdminStatus();
  const [asking, setAsking] = useState(false);
  // The change asked about stays while the list reloads and the dialog fades, though the status has flipped.
  const [change, setChange] = useState<'deactivate' | 'activate'>('deactivate');
  const name = nameOf(admin);
  const active = admin.status === 1;
  const deactivating = change === 'deactivate';
  return (
    <>
      <RowAction
        label={t('admins.editOf', { name })}
        icon={<IconPencil size={18} />}
        onClick={() => onEdit(admin.id)}
      />
      <RowAction
        label={
          isMe
            ? t('admins.inviteYourself')
            : t(active ? 'admins.inviteOf' : 'admins.inviteDeactivated', { name })
        }
        icon={<IconLink size={18} />}
        disabled={!active || isMe}
        onClick={() => onInvite(admin)}
      />
      {admin.mfa_locked_until && <UnlockTwoFactor admin={admin} />}
      <ResetTwoFactor admin={admin} isMe={isMe} />
      <RowAction
        label={t('sessions.of', { name })}
        icon={<IconDevices size={18} />}
        onClick={() => onSessions(admin.id)}
      />
      <RowAction
        label={
          active
            ? t(isMe ? 'admins.notYourself' : 'admins.deactivateOf', { name })
            : t('admins.activateOf', { name })
        }
        icon={active ? <IconUserOff size={18} /> : <IconUserCheck size={18} />}
        color={active ? 'red' : 'teal'}
        disabled={active && isMe}
        onClick={() => {
          setChange(active ? 'deactivate' : 'activate');
          setAsking(true);
        }}
      />
      <ConfirmDialog
        name={asking ? name : undefined}
        title={t(deactivating ? 'status.deactivateTitle' : 'status.activateTitle')}
        message={t(deactivating ? 'status.deactivateMessage' : 'status.activateMessage', { name })}
        action={
          deactivating
            ? { label: t('status.deactivate'), color: 'red' }
            : { label: t('status.activate'), color: 'teal' }
        }
        pending={toggle.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => toggle.mutate(admin, { onSettled: () => setAsking(false) })}
      />
    </>
  );
}
