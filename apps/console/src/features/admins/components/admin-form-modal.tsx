import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal } from '@mantine/core';
import type { Admin, Invitation } from '@radiant/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      radius="lg"
      centered
      closeOnClickOutside={false}
      // The link is never shown again: it goes only when the owner says so.
      closeOnEscape={!invited}
      withCloseButton={!invited}
    >
      {invited ? (
        <InvitationLink {...invited} onDone={onClose} />
      ) : (
        <AdminForm admin={admin} onCreated={setInvited} onSaved={onClose} onCancel={onClose} />
      )}
    </Modal>
  );
}
