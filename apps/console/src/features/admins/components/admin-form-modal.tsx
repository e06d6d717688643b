import type { Admin, Invitation } from '@radiant/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/forms/form-modal';
import { nameOf } from '../lib/name-of';
import { AdminForm } from './admin-form';
import { InvitationLink } from './invitation-link';

type AdminFormModalProps = { admin?: Admin; onClose: () => void };

/** Adds an admin, then shows their invitation link until the owner says they have it; or edits one. */
export function AdminFormModal({ admin, onClose }: AdminFormModalProps) {
  const { t } = useTranslation('admins');
  const [invited, setInvited] = useState<{ admin: Admin; invitation: Invitation }>();
  const title = invited
    ? t('invitation.title', { name: nameOf(invited.admin) })
    : admin
      ? t('form.editTitle', { name: nameOf(admin) })
      : t('form.addTitle');
  return (
    <FormModal title={title} showingOnce={invited !== undefined} onClose={onClose}>
      {invited ? (
        <InvitationLink {...invited} onDone={onClose} />
      ) : (
        <AdminForm admin={admin} onCreated={setInvited} onSaved={onClose} onCancel={onClose} />
      )}
    </FormModal>
  );
}
