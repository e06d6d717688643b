import { dampOperations } from '@radiant/contract';
import { IconDroplet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { CsvExportButton } from '@/components/lists/csv-export-button';
import { ListEmpty } from '@/components/lists/list-empty';
import { LoadMore } from '@/components/lists/load-more';
import { DimmedText } from '@/components/ui/dimmed-text';
import { useAddress } from '@/lib/address-params';
import { formatCount, formatDateTime, formatDay } from '@/lib/format';
import { useDampRisk } from '../api/get-damp-risk';
import { BandChips } from '../components/band-chips';
import { BandLegend } from '../components/band-legend';
import { DampFilters } from '../components/damp-filters';
import { DampTable } from '../components/damp-table';
import { dampFiltersOf, parseDampAddress, withDampAddress } from '../lib/damp-address';

const PAGE_SIZE = 25;

/**
 * `/damp-and-cold`: homes at risk of damp and mould worst first, with their excess cold, filtered by client,
 * band and days kept in the address; "Load more" by keyset and the whole list as CSV.
 */
export default function DampAndColdRoute() {
  const { t } = useTranslation('analytics/damp');
  const [address, changeAddress] = useAddress(parseDampAddress, withDampAddress);
  const filters = dampFiltersOf(address);
  const portfolio = useDampRisk(filters, PAGE_SIZE);
  const first = portfolio.data?.pages[0];
  const homes = portfolio.data?.pages.flatMap((page) => page.homes) ?? [];
  const change = (next: Parameters<typeof changeAddress>[0]) => changeAddress(next, { replace: true });

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <CsvExportButton
            operation={dampOperations.exportPortfolio}
            input={{ query: filters }}
            done={(count) => t('exported', { count, formatted: formatCount(count) })}
          />
        }
      />
      <DampFilters address={address} onChange={change} />
      <BandChips summary={first?.summary} chosen={address.band} onChange={(band) => change({ band })} />
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
      <BandLegend />
    </>
  );
}
