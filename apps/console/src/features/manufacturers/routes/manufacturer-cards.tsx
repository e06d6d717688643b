import '@mantine/core/styles/Skeleton.css';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListError } from '@/components/lists/list-error';
import { ListScreen } from '@/components/lists/list-screen';
import type { ListSearch } from '@/lib/list-search';
import { useManufacturers } from '../api/get-manufacturers';
import { ManufacturerCard } from '../components/manufacturer-card';

const CARDS_PAGE_SIZE = 12;
const useManufacturerCards = (search: ListSearch) => useManufacturers({ ...search, limit: CARDS_PAGE_SIZE });

/** `/radiators-manufactures`: every manufacturer as a card with its radiator models. */
export default function ManufacturerCardsRoute() {
  const { t } = useTranslation('manufacturers');
  return (
    <ListScreen
      title={t('manufacturers.cards.title')}
      subtitle={t('manufacturers.cards.subtitle')}
      searchLabel={t('manufacturers.search')}
      useList={useManufacturerCards}
      empty={{ noMatch: (search) => t('manufacturers.noMatch', { search }), none: t('manufacturers.none') }}
    >
      {(manufacturers, empty) => {
        if (manufacturers.isError) {
          return <ListError onRetry={manufacturers.refetch} retrying={manufacturers.isRefetching} />;
        }
        const list = manufacturers.data?.manufacturers ?? [];
        if (!manufacturers.isPending && list.length === 0) return empty;
        return (
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" aria-busy={manufacturers.isPending}>
            {manufacturers.isPending
              ? Array.from({ length: 6 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                  <Skeleton key={index} height={260} radius="lg" />
                ))
              : list.map((manufacturer) => (
                  <ManufacturerCard key={manufacturer.id} manufacturer={manufacturer} />
                ))}
          </SimpleGrid>
        );
      }}
    </ListScreen>
  );
}
