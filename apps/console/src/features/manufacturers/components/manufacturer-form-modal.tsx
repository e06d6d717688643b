import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSkeleton } from '@/components/lists/form-skeleton';
import { RecordError } from '@/components/lists/record-error';
import { paths } from '@/config/screens';
import { useManufacturer } from '../api/get-manufacturer';
import { ManufacturerForm } from './manufacturer-form';

type ManufacturerFormModalProps = { manufacturerId?: number; onClose: () => void };

/** The add or edit form over the list; loaded (with the drop zone) only when opened. */
export default function ManufacturerFormModal({ manufacturerId, onClose }: ManufacturerFormModalProps) {
  const { t } = useTranslation('manufacturers');
  const editing = manufacturerId !== undefined;
  const manufacturer = useManufacturer(manufacturerId);

  const content = () => {
    if (!editing) return <ManufacturerForm onSaved={onClose} onCancel={onClose} />;
    if (manufacturer.isSuccess) {
      return <ManufacturerForm manufacturer={manufacturer.data} onSaved={onClose} onCancel={onClose} />;
    }
    if (manufacturer.isPending) return <FormSkeleton fields={4} />;
    return (
      <RecordError
        error={manufacturer.error}
        notFound={t('manufacturers.notFound')}
        back={{ to: paths.manufacturers, label: t('manufacturers.backToList') }}
        onRetry={manufacturer.refetch}
        retrying={manufacturer.isRefetching}
      />
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(editing ? 'manufacturers.editTitle' : 'manufacturers.addTitle')}
      size="lg"
      radius="lg"
      centered
      closeOnClickOutside={false}
    >
      {content()}
    </Modal>
  );
}
