import '../translations';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { ListEmpty } from '@/components/lists/list-empty';
import { ListPagination } from '@/components/lists/list-pagination';
import { ListToolbar } from '@/components/lists/list-toolbar';
import { SearchField } from '@/components/lists/search-field';
import { parseIdParam } from '@/lib/list-search';
import { useListSearch } from '@/lib/use-list-search';
import { useManufacturers } from '../api/get-manufacturers';
import { ManufacturersTable } from '../components/manufacturers-table';

const ManufacturerFormModal = lazy(() => import('../components/manufacturer-form-modal'));
export const MANUFACTURERS_PAGE_SIZE = 20;
const NEW = 'new';

/** `/radiator-manufactures`; `?edit=new` or `?edit=N` opens the add or edit form over the list. */
export default function ManufacturersRoute() {
  const { t } = useTranslation();
  const { search, page, setSearch, setPage } = useListSearch();
  const [params, setParams] = useSearchParams();
  const manufacturers = useManufacturers({ search, page, limit: MANUFACTURERS_PAGE_SIZE });
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
  const empty = search ? (
    <ListEmpty title={t('manufacturers.noMatch', { search })} description={t('lists.noMatchHint')} />
  ) : (
    <ListEmpty title={t('manufacturers.none')} action={addButton} />
  );

  return (
    <>
      <PageHeader title={t('manufacturers.title')} subtitle={t('manufacturers.subtitle')} />
      <ListToolbar
        search={<SearchField label={t('manufacturers.search')} value={search} onSearch={setSearch} />}
        action={addButton}
      />
      <ManufacturersTable query={manufacturers} empty={empty} onEdit={openForm} />
      <ListPagination pagination={manufacturers.data?.pagination} onChange={setPage} />
      {(edit === NEW || editId !== undefined) && (
        <Suspense>
          <ManufacturerFormModal key={edit} manufacturerId={editId} onClose={closeForm} />
        </Suspense>
      )}
    </>
  );
}
