import { IconDroplet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '@/components/lists/list-empty';
import { LoadMore } from '@/components/lists/load-more';
import { DimmedText } from '@/components/ui/dimmed-text';
import { formatCount, formatDateTime, formatDay } from '@/lib/format';
import { useDampRisk } from '../api/get-damp-risk';
import type { DampAddress, DampQuery } from '../lib/damp-address';
import { BandChips } from './band-chips';
import { DampTable } from './damp-table';

const PAGE_SIZE = 25;

type DampListPanelProps = {
  address: DampAddress;
  filters: DampQuery;
  onChange: (change: Partial<DampAddress>) => void;
};

/** The homes worst first over the window: counts by band that filter it, the table and "Load more" by keyset. */
export function DampListPanel({ address, filters, onChange }: DampListPanelProps) {
  const { t } = useTranslation('analytics/damp');
  const portfolio = useDampRisk(filters, PAGE_SIZE);
  const first = portfolio.data?.pages[0];
  const homes = portfolio.data?.pages.flatMap((page) => page.homes) ?? [];
  return (
    <>
      <BandChips summary={first?.summary} chosen={address.band} onChange={(band) => onChange({ band })} />
      {first && (
        <DimmedText>
          {t('window', {
            from: formatDay(first.window.from),
            to: formatDay(first.window.to),
            asOf: formatDateTime(first.as_of),
          })}
        </DimmedText>
      )}
      <DampTable
        query={portfolio}
        homes={homes}
        empty={<ListEmpty title={t('empty')} description={t('emptyHint')} icon={<IconDroplet size={24} />} />}
      />
      {homes.length > 0 && (
        <LoadMore
          shown={t('shown', { count: homes.length, formatted: formatCount(homes.length) })}
          pages={portfolio}
        />
      )}
    </>
  );
}
