import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/forms/form-modal';
import { FormSkeleton } from '@/components/lists/form-skeleton';
import { RecordContent } from '@/components/lists/record-content';
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
    return (
      <RecordContent
        record={manufacturer}
        placeholder={<FormSkeleton fields={4} />}
        notFound={t('manufacturers.notFound')}
        back={{ to: paths.manufacturers, label: t('manufacturers.backToList') }}
      >
        {(data) => <ManufacturerForm manufacturer={data} onSaved={onClose} onCancel={onClose} />}
      </RecordContent>
    );
  };

  return (
    <FormModal title={t(editing ? 'manufacturers.editTitle' : 'manufacturers.addTitle')} onClose={onClose}>
      {content()}
    </FormModal>
  );
}
