import '../translations';
import '@mantine/core/styles/Skeleton.css';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { ListEmpty } from '@/components/lists/list-empty';
import { ListError } from '@/components/lists/list-error';
import { ListPagination } from '@/components/lists/list-pagination';
import { ListToolbar } from '@/components/lists/list-toolbar';
import { SearchField } from '@/components/lists/search-field';
import { useListSearch } from '@/lib/use-list-search';
import { useManufacturers } from '../api/get-manufacturers';
import { ManufacturerCard } from '../components/manufacturer-card';

const CARDS_PAGE_SIZE = 12;

/** `/radiators-manufactures`: every manufacturer as a card with its radiator models. */
export default function ManufacturerCardsRoute() {
  const { t } = useTranslation();
  const { search, page, setSearch, setPage } = useListSearch();
  const manufacturers = useManufacturers({ search, page, limit: CARDS_PAGE_SIZE });
  const list = manufacturers.data?.manufacturers ?? [];

  const content = () => {
    if (manufacturers.isError) {
      return <ListError onRetry={manufacturers.refetch} retrying={manufacturers.isRefetching} />;
    }
    if (manufacturers.isPending) {
      return Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={260} radius="lg" />
      ));
    }
    return list.map((manufacturer) => <ManufacturerCard key={manufacturer.id} manufacturer={manufacturer} />);
  };

  return (
    <>
      <PageHeader title={t('manufacturers.cards.title')} subtitle={t('manufacturers.cards.subtitle')} />
      <ListToolbar
        search={<SearchField label={t('manufacturers.search')} value={search} onSearch={setSearch} />}
      />
      {!manufacturers.isPending && !manufacturers.isError && list.length === 0 ? (
        <ListEmpty
          title={search ? t('manufacturers.noMatch', { search }) : t('manufacturers.none')}
          description={search ? t('lists.noMatchHint') : undefined}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" aria-busy={manufacturers.isPending}>
          {content()}
        </SimpleGrid>
      )}
      <ListPagination pagination={manufacturers.data?.pagination} onChange={setPage} />
    </>
  );
}
