import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '@/components/lists/add-button';
import { ListScreen } from '@/components/lists/list-screen';
import { paths } from '@/config/screens';
import { useAddressParams } from '@/lib/address-params';
import { type ListSearch, parseIdParam } from '@/lib/list-search';
import { useCommercialClients } from '../api/get-commercial-clients';
import { ClientsTable } from '../components/clients-table';

const ClientDetailModal = lazy(() => import('../components/client-detail-modal'));
const PAGE_SIZE = 20;
const useClientRows = (search: ListSearch) => useCommercialClients({ ...search, limit: PAGE_SIZE });

/** `/commercial-clients`; `?id=N` opens that client's details over the list. */
export default function CommercialClientsRoute() {
  const { t } = useTranslation('commercialClients');
  const { params, set, linkTo } = useAddressParams();
  const detailId = params.get('id');
  const detailsOf = (id: number) => linkTo('id', String(id));
  const closeDetails = () => set('id', undefined);

  return (
    <>
      <ListScreen
        title={t('clients.title')}
        subtitle={t('clients.subtitle')}
        searchLabel={t('clients.search')}
        add={<AddButton label={t('clients.add')} to={paths.commercialClientAdd} />}
        useList={useClientRows}
        empty={{ noMatch: (search) => t('clients.noMatch', { search }), none: t('clients.none') }}
      >
        {(clients, empty) => <ClientsTable query={clients} empty={empty} detailsOf={detailsOf} />}
      </ListScreen>
      {detailId !== null && (
        <Suspense>
          <ClientDetailModal key={detailId} clientId={parseIdParam(detailId)} onClose={closeDetails} />
        </Suspense>
      )}
    </>
  );
}
