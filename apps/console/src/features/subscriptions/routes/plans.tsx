import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
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

export default function PlansRoute() {
  const { t } = useTranslation();
  const { search, page, setSearch, setPage } = useListSearch();
  const plans = usePlans({ search, page });

  return (
    <>
      <PageHeader title={t('plans.title')} subtitle={t('plans.subtitle')} />
      <ListToolbar
        search={<SearchField label={t('plans.search')} value={search} onSearch={setSearch} />}
        action={
          <Button component={Link} to={paths.planEdit} leftSection={<IconPlus size={16} />}>
            {t('plans.add')}
          </Button>
        }
      />
      <PlansTable query={plans} search={search} />
      <ListPagination pagination={plans.data?.pagination} onChange={setPage} />
    </>
  );
}
