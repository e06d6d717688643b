import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/forms/form-modal';
import { WebhookForm } from './webhook-form';
import { WebhookSecret } from './webhook-secret';

/** Adds a webhook, then shows its secret until the admin says they have it. */
export function WebhookFormModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const [secret, setSecret] = useState<string>();
  return (
    <FormModal
      title={t(secret ? 'secret.title' : 'form.title')}
      showingOnce={secret !== undefined}
      onClose={onClose}
    >
      {secret ? (
        <WebhookSecret secret={secret} onDone={onClose} />
      ) : (
        <WebhookForm onCreated={setSecret} onCancel={onClose} />
      )}
    </FormModal>
  );
}
