import { IconClipboardCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { ListEmpty } from '@/components/lists/list-empty';
import { LoadMore } from '@/components/lists/load-more';
import { useAddress } from '@/lib/address-params';
import { formatCount } from '@/lib/format';
import { useCases } from '../api/get-cases';
import { CaseDrawer } from '../components/case-drawer';
import { CaseFilters } from '../components/case-filters';
import { CasesTable } from '../components/cases-table';
import {
  type CasesAddress,
  casesQueryOf,
  isFiltered,
  parseCasesAddress,
  withCasesAddress,
} from '../lib/cases-address';

const PAGE_SIZE = 25;

/**
 * `/cases`: the cases by their next deadline as the server orders them (overdue first), filters in the address,
 * "Load more" by keyset; `?id=N` opens a case beside the list, as alarms and commands do, so an admin works
 * through the list one case after another without losing their place.
 */
export default function CasesRoute() {
  const { t } = useTranslation('cases');
  const [address, changeAddress] = useAddress(parseCasesAddress, withCasesAddress);
  const cases = useCases(casesQueryOf(address), PAGE_SIZE);
  const rows = cases.data?.pages.flatMap((page) => page.cases) ?? [];
  const update = (next: Partial<CasesAddress>, replace = true) => changeAddress(next, { replace });
  const filtered = isFiltered(address);

  const empty = filtered ? (
    <ListEmpty title={t('list.noMatch')} description={t('list.noMatchHint')} />
  ) : (
    <ListEmpty
      title={t('list.none')}
      description={t('list.noneHint')}
      icon={<IconClipboardCheck size={24} />}
    />
  );

  return (
    <>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <CaseFilters address={address} onChange={update} filtered={filtered} />
      <CasesTable query={cases} cases={rows} empty={empty} onOpen={(id) => update({ id }, false)} />
      {rows.length > 0 && (
        <LoadMore
          shown={t('list.shown', { count: rows.length, formatted: formatCount(rows.length) })}
          pages={cases}
        />
      )}
      {address.id !== undefined && (
        <CaseDrawer key={address.id} caseId={address.id} onClose={() => update({ id: undefined }, false)} />
      )}
    </>
  );
}
