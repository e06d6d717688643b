import '../translations';
import { Button, Group } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layouts/page-header';
import { ListPagination } from '@/components/lists/list-pagination';
import { ListToolbar } from '@/components/lists/list-toolbar';
import { SearchField } from '@/components/lists/search-field';
import { paths } from '@/config/screens';
import { useListSearch } from '@/lib/use-list-search';
import { usePlans } from '../api/get-plans';
import { PlansTable } from '../components/plans-table';

const FeaturesCatalogue = lazy(() => import('../components/features-catalogue'));

export default function PlansRoute() {
  const { t } = useTranslation();
  const { search, page, setSearch, setPage } = useListSearch();
  const plans = usePlans({ search, page });
  const [catalogueOpen, setCatalogueOpen] = useState(false);

  return (
    <>
      <PageHeader title={t('plans.title')} subtitle={t('plans.subtitle')} />
      <ListToolbar
        search={<SearchField label={t('plans.search')} value={search} onSearch={setSearch} />}
        action={
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => setCatalogueOpen(true)}
              leftSection={<IconListDetails size={16} />}
            >
              {t('features.open')}
            </Button>
            <Button component={Link} to={paths.planEdit} leftSection={<IconPlus size={16} />}>
              {t('plans.add')}
            </Button>
          </Group>
        }
      />
      <PlansTable query={plans} search={search} />
      <ListPagination pagination={plans.data?.pagination} onChange={setPage} />
      {catalogueOpen && (
        <Suspense>
          <FeaturesCatalogue onClose={() => setCatalogueOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
