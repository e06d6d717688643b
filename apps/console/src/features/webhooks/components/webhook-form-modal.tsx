import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WebhookForm } from './webhook-form';
import { WebhookSecret } from './webhook-secret';

/** Adds a webhook, then shows its secret until the admin says they have it. */
export function WebhookFormModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const [secret, setSecret] = useState<string>();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(secret ? 'secret.title' : 'form.title')}
      size="lg"
      radius="lg"
      centered
      closeOnClickOutside={false}
      // The secret is never shown again: it goes only when the admin says so.
      closeOnEscape={!secret}
      withCloseButton={!secret}
    >
      {secret ? (
        <WebhookSecret secret={secret} onDone={onClose} />
      ) : (
        <WebhookForm onCreated={setSecret} onCancel={onClose} />
      )}
    </Modal>
  );
}
