import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListEmpty } from '@/components/lists/list-empty';
import { ListScreen } from '@/components/lists/list-screen';
import { paths } from '@/config/screens';
import { type ListSearch, parseIdParam } from '@/lib/list-search';
import { useCommercialClients } from '../api/get-commercial-clients';
import { ClientsTable } from '../components/clients-table';

const ClientDetailModal = lazy(() => import('../components/client-detail-modal'));
const PAGE_SIZE = 20;
const useClientRows = (search: ListSearch) => useCommercialClients({ ...search, limit: PAGE_SIZE });

/** `/commercial-clients`; `?id=N` opens that client's details over the list. */
export default function CommercialClientsRoute() {
  const { t } = useTranslation('commercialClients');
  const [params, setParams] = useSearchParams();
  const detailId = params.get('id');

  const detailsOf = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    return `?${next}`;
  };
  const closeDetails = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('id');
      return next;
    });

  const addButton = (
    <Button component={Link} to={paths.commercialClientAdd} leftSection={<IconPlus size={16} />}>
      {t('clients.add')}
    </Button>
  );
  const emptyFor = (search: string) =>
    search ? (
      <ListEmpty title={t('clients.noMatch', { search })} description={t('lists.noMatchHint')} />
    ) : (
      <ListEmpty title={t('clients.none')} action={addButton} />
    );

  return (
    <>
      <ListScreen
        title={t('clients.title')}
        subtitle={t('clients.subtitle')}
        searchLabel={t('clients.search')}
        actions={addButton}
        useList={useClientRows}
      >
        {(clients, search) => <ClientsTable query={clients} empty={emptyFor(search)} detailsOf={detailsOf} />}
      </ListScreen>
      {detailId !== null && (
        <Suspense>
          <ClientDetailModal key={detailId} clientId={parseIdParam(detailId)} onClose={closeDetails} />
        </Suspense>
      )}
    </>
  );
}
