import { Button, Group } from '@mantine/core';
import { IconListDetails, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListScreen } from '@/components/lists/list-screen';
import { paths } from '@/config/screens';
import { usePlans } from '../api/get-plans';
import { PlansTable } from '../components/plans-table';

const FeaturesCatalogue = lazy(() => import('../components/features-catalogue'));

export default function PlansRoute() {
  const { t } = useTranslation('subscriptions');
  const [catalogueOpen, setCatalogueOpen] = useState(false);

  return (
    <>
      <ListScreen
        title={t('plans.title')}
        subtitle={t('plans.subtitle')}
        searchLabel={t('plans.search')}
        useList={usePlans}
        actions={
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
      >
        {(plans, search) => <PlansTable query={plans} search={search} />}
      </ListScreen>
      {catalogueOpen && (
        <Suspense>
          <FeaturesCatalogue onClose={() => setCatalogueOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
