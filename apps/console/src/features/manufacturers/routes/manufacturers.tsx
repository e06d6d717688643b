import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '@/components/lists/add-button';
import { ListScreen } from '@/components/lists/list-screen';
import { useAddressParams } from '@/lib/address-params';
import { type ListSearch, parseIdParam } from '@/lib/list-search';
import { useManufacturers } from '../api/get-manufacturers';
import { ManufacturersTable } from '../components/manufacturers-table';

const ManufacturerFormModal = lazy(() => import('../components/manufacturer-form-modal'));
const PAGE_SIZE = 20;
const NEW = 'new';
const useManufacturerRows = (search: ListSearch) => useManufacturers({ ...search, limit: PAGE_SIZE });

/** `/radiator-manufactures`; `?edit=new` or `?edit=N` opens the add or edit form over the list. */
export default function ManufacturersRoute() {
  const { t } = useTranslation('manufacturers');
  const { params, set } = useAddressParams();
  const edit = params.get('edit');
  const editId = parseIdParam(edit);
  const openForm = (target: number | typeof NEW) => set('edit', String(target));
  const closeForm = () => set('edit', undefined);

  return (
    <>
      <ListScreen
        title={t('manufacturers.title')}
        subtitle={t('manufacturers.subtitle')}
        searchLabel={t('manufacturers.search')}
        add={<AddButton label={t('manufacturers.add')} onClick={() => openForm(NEW)} />}
        useList={useManufacturerRows}
        empty={{ noMatch: (search) => t('manufacturers.noMatch', { search }), none: t('manufacturers.none') }}
      >
        {(manufacturers, empty) => (
          <ManufacturersTable query={manufacturers} empty={empty} onEdit={openForm} />
        )}
      </ListScreen>
      {(edit === NEW || editId !== undefined) && (
        <Suspense>
          <ManufacturerFormModal key={edit} manufacturerId={editId} onClose={closeForm} />
        </Suspense>
      )}
    </>
  );
}
