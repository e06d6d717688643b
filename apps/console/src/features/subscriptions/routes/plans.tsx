import { Button } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '@/components/lists/add-button';
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
          <Button
            variant="default"
            onClick={() => setCatalogueOpen(true)}
            leftSection={<IconListDetails size={16} />}
          >
            {t('features.open')}
          </Button>
        }
        add={<AddButton label={t('plans.add')} to={paths.planEdit} />}
        empty={{ noMatch: (search) => t('plans.noMatch', { search }), none: t('plans.none') }}
      >
        {(plans, empty) => <PlansTable query={plans} empty={empty} />}
      </ListScreen>
      {catalogueOpen && (
        <Suspense>
          <FeaturesCatalogue onClose={() => setCatalogueOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
