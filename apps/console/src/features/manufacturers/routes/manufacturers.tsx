import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListEmpty } from '@/components/lists/list-empty';
import { ListScreen } from '@/components/lists/list-screen';
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
  const [params, setParams] = useSearchParams();
  const edit = params.get('edit');
  const editId = parseIdParam(edit);

  const openForm = (target: number | typeof NEW) =>
    setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), edit: String(target) }));
  const closeForm = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('edit');
      return next;
    });

  const addButton = (
    <Button onClick={() => openForm(NEW)} leftSection={<IconPlus size={16} />}>
      {t('manufacturers.add')}
    </Button>
  );
  const emptyFor = (search: string) =>
    search ? (
      <ListEmpty title={t('manufacturers.noMatch', { search })} description={t('lists.noMatchHint')} />
    ) : (
      <ListEmpty title={t('manufacturers.none')} action={addButton} />
    );

  return (
    <>
      <ListScreen
        title={t('manufacturers.title')}
        subtitle={t('manufacturers.subtitle')}
        searchLabel={t('manufacturers.search')}
        actions={addButton}
        useList={useManufacturerRows}
      >
        {(manufacturers, search) => (
          <ManufacturersTable query={manufacturers} empty={emptyFor(search)} onEdit={openForm} />
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
