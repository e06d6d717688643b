import { residentialUserOperations } from '@radiant/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { CsvExportButton } from '@/components/lists/csv-export-button';
import { KeysetPagination, type PageStart } from '@/components/lists/keyset-pagination';
import { ListEmpty } from '@/components/lists/list-empty';
import { ListToolbar } from '@/components/lists/list-toolbar';
import { useAddress } from '@/lib/address-params';
import { formatCount } from '@/lib/format';
import { useResidentialUsers } from '../api/get-users';
import { BulkActions } from '../components/bulk-actions';
import { UserFilters } from '../components/user-filters';
import { UsersTable } from '../components/users-table';
import {
  filtersOf,
  isFiltered,
  LAST_PAGE,
  parseUsersAddress,
  type UsersAddress,
  withUsersAddress,
} from '../lib/users-address';

const PAGE_SIZE = 25;

const addressOf = (start: PageStart): Partial<UsersAddress> => (start.page === 'last' ? LAST_PAGE : start);

/**
 * `/residential-users`: search, filters and order kept in the address, keyset pages (fast at a million
 * users), a status switch per row, bulk actions on selected rows, delete with confirmation and CSV export.
 */
export default function ResidentialUsersRoute() {
  const { t } = useTranslation('residentialUsers');
  const [address, change] = useAddress(parseUsersAddress, withUsersAddress);
  const users = useResidentialUsers(address, PAGE_SIZE);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const filtered = isFiltered(address);

  const empty =
    address.search || filtered ? (
      <ListEmpty title={t('users.noMatch')} description={t('users.noMatchHint')} />
    ) : (
      <ListEmpty title={t('users.none')} description={t('users.noneHint')} />
    );

  return (
    <>
      <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
      <ListToolbar
        search={{ label: t('users.search'), value: address.search, onSearch: (search) => change({ search }) }}
        action={
          <CsvExportButton
            operation={residentialUserOperations.export}
            input={{ query: filtersOf(address) }}
            total={users.data?.pagination.total}
            done={(count) => t('export.done', { count, formatted: formatCount(count) })}
          />
        }
      />
      <UserFilters
        address={address}
        onChange={change}
        filtered={filtered}
        onClear={() =>
          change({ status: undefined, plan: undefined, client: undefined, from: undefined, to: undefined })
        }
      />
      <BulkActions selected={selected} onDone={() => setSelected(new Set())} />
      <UsersTable
        query={users}
        empty={empty}
        sort={address.sort}
        onSort={(sort) => change({ sort })}
        selected={selected}
        onSelect={setSelected}
      />
      <KeysetPagination
        pagination={users.data?.pagination}
        rows={users.data?.users.length ?? 0}
        onChange={(start) => change(addressOf(start))}
      />
    </>
  );
}
