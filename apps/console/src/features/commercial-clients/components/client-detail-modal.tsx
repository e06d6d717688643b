import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSkeleton } from '@/components/lists/form-skeleton';
import { RecordContent } from '@/components/lists/record-content';
import { paths } from '@/config/screens';
import { useCommercialClient } from '../api/get-commercial-client';
import { ClientDetail } from './client-detail';
import { ClientThemeForm } from './client-theme-form';

type ClientDetailModalProps = { clientId?: number; onClose: () => void };

/** A client's details over the list, and its brand colours' editor; loaded only when opened. */
export default function ClientDetailModal({ clientId, onClose }: ClientDetailModalProps) {
  const { t } = useTranslation('commercialClients');
  const client = useCommercialClient(clientId);
  const [editing, setEditing] = useState(false);
  const narrow = useMediaQuery('(max-width: 48em)');

  const name = client.data?.business_name ?? t('clients.title');
  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t('detail.editTitle', { name }) : name}
      size={editing ? 1100 : 'xl'}
      radius="lg"
      fullScreen={narrow}
      closeOnClickOutside={!editing}
    >
      <RecordContent
        record={client}
        noId={clientId === undefined}
        placeholder={<FormSkeleton fields={5} />}
        notFound={t('clients.notFound')}
        back={{ to: paths.commercialClients, label: t('clients.backToList') }}
      >
        {(data) =>
          editing ? (
            <ClientThemeForm client={data} onDone={() => setEditing(false)} />
          ) : (
            <ClientDetail client={data} onEditColors={() => setEditing(true)} />
          )
        }
      </RecordContent>
    </Modal>
  );
}
