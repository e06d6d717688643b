import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl } from '@mantine/core';
import { dampOperations } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { CsvExportButton } from '@/components/lists/csv-export-button';
import { useAddress } from '@/lib/address-params';
import { formatCount } from '@/lib/format';
import { BandLegend } from '../components/band-legend';
import { DampFilters } from '../components/damp-filters';
import { DampListPanel } from '../components/damp-list-panel';
import { DampWeeksPanel } from '../components/damp-weeks-panel';
import { dampFiltersOf, parseDampAddress, withDampAddress } from '../lib/damp-address';

/**
 * `/damp-and-cold`: homes at risk of damp and mould worst first, with their excess cold, filtered by client,
 * band and days kept in the address, and the whole list as CSV; or the same homes week by week (`view=weeks`).
 */
export default function DampAndColdRoute() {
  const { t } = useTranslation('analytics/damp');
  const [address, changeAddress] = useAddress(parseDampAddress, withDampAddress);
  const filters = dampFiltersOf(address);
  const change = (next: Parameters<typeof changeAddress>[0]) => changeAddress(next, { replace: true });
  const view = address.view ?? 'list';

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          view === 'list' && (
            <CsvExportButton
              operation={dampOperations.exportPortfolio}
              input={{ query: filters }}
              done={(count) => t('exported', { count, formatted: formatCount(count) })}
            />
          )
        }
      />
      <SegmentedControl
        mb="md"
        aria-label={t('view.label')}
        value={view}
        onChange={(value) => change({ view: value === 'weeks' ? 'weeks' : undefined })}
        data={[
          { value: 'list', label: t('view.list') },
          { value: 'weeks', label: t('view.weeks') },
        ]}
      />
      <DampFilters address={address} onChange={change} />
      {view === 'list' ? (
        <DampListPanel address={address} filters={filters} onChange={change} />
      ) : (
        <DampWeeksPanel address={address} />
      )}
      <BandLegend />
    </>
  );
}
