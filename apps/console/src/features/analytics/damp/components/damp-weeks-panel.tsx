import { DAMP_WEEKS } from '@radiant/contract';
import { IconDroplet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '@/components/lists/list-empty';
import { LoadMore } from '@/components/lists/load-more';
import { DimmedText } from '@/components/ui/dimmed-text';
import { formatCount } from '@/lib/format';
import { useDampWeeks } from '../api/get-damp-weeks';
import { type DampAddress, dampWeeksFiltersOf } from '../lib/damp-address';
import { DampHeatmap } from './damp-heatmap';

const PAGE_SIZE = 25;

/** The homes worst first (the fleet's, or a client's), each with its damp band week by week; "Load more" by keyset. */
export function DampWeeksPanel({ address }: { address: DampAddress }) {
  const { t } = useTranslation('analytics/damp');
  const pages = useDampWeeks(dampWeeksFiltersOf(address), PAGE_SIZE);
  const weeks =
    pages.data?.pages[0]?.weeks ?? Array.from({ length: address.weeks ?? DAMP_WEEKS.default }, () => '');
  const homes = pages.data?.pages.flatMap((page) => page.homes) ?? [];
  return (
    <>
      <DimmedText>{t('weeks.hint')}</DimmedText>
      <DampHeatmap
        query={pages}
        weeks={weeks}
        homes={homes}
        empty={
          <ListEmpty
            title={t('weeks.empty')}
            description={t('weeks.emptyHint')}
            icon={<IconDroplet size={24} />}
          />
        }
      />
      {homes.length > 0 && (
        <LoadMore
          shown={t('shown', { count: homes.length, formatted: formatCount(homes.length) })}
          pages={pages}
        />
      )}
    </>
  );
}
