import { Text } from '@mantine/core';
import type { ResidentialUser, UserSort } from '@radiant/contract';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQueryState } from '@/components/lists/list-table';
import { RecordLink } from '@/components/lists/record-link';
import { RecordTable } from '@/components/lists/record-table';
import { RowAction } from '@/components/lists/row-action';
import { DimmedText } from '@/components/ui/dimmed-text';
import { Tag } from '@/components/ui/tag';
import { paths, withId } from '@/config/screens';
import { formatDate } from '@/lib/format';
import { useDeleteUser, useToggleUserStatus } from '../api/change-users';

type UsersTableProps = {
  query: ListQueryState & { data?: { users: ResidentialUser[] } };
  empty: ReactNode;
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  selected: ReadonlySet<number>;
  onSelect: (selected: Set<number>) => void;
};

export const nameOf = (user: Pick<ResidentialUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`;

export function UsersTable({ query, empty, sort, onSort, selected, onSelect }: UsersTableProps) {
  const { t } = useTranslation('residentialUsers');
  const toggleStatus = useToggleUserStatus();
  const deleteUser = useDeleteUser();

  return (
    <RecordTable
      label={t('users.tableLabel')}
      minWidth={1040}
      query={query}
      records={query.data?.users ?? []}
      empty={empty}
      nameOf={nameOf}
      sort={{ value: sort, onChange: (value) => onSort(value as UserSort) }}
      selection={{ selected, onChange: onSelect }}
      columns={[
        {
          header: t('users.columns.nameAndEmail'),
          sort: 'name',
          cell: (user) => (
            <>
              <RecordLink to={withId(paths.residentialUserDetails, user.id)}>{nameOf(user)}</RecordLink>
              <Text fz="xs" c="dimmed">
                {user.email}
              </Text>
            </>
          ),
        },
        {
          header: t('users.columns.mobile'),
          cell: (user) => (
            <Text fz="sm" dir="ltr" style={{ whiteSpace: 'nowrap' }}>
              {user.mobile}
            </Text>
          ),
        },
        { header: t('users.columns.town'), cell: (user) => user.town },
        {
          header: t('users.columns.plan'),
          cell: (user) =>
            user.plan ? (
              <Tag color="cyan">{user.plan.title}</Tag>
            ) : (
              <DimmedText>{t('users.noPlan')}</DimmedText>
            ),
        },
        {
          header: t('users.columns.client'),
          cell: (user) => user.commercial_client?.business_name ?? '',
        },
        {
          header: t('users.columns.signedUp'),
          sort: 'signed_up',
          cell: (user) => formatDate(user.created_at),
        },
        {
          header: t('users.columns.lastSeen'),
          sort: 'last_seen',
          cell: (user) => formatDate(user.last_seen_at),
        },
      ]}
      status={{ header: t('users.columns.status'), toggle: toggleStatus }}
      actions={(user) => (
        <RowAction
          label={t('users.detailsOf', { name: nameOf(user) })}
          icon={<IconEye size={18} />}
          to={withId(paths.residentialUserDetails, user.id)}
        />
      )}
      remove={{
        label: (user) => t('users.deleteOf', { name: nameOf(user) }),
        question: t('users.deleteTitle'),
        message: (user) => t('users.deleteMessage', { name: nameOf(user) }),
        mutation: deleteUser,
      }}
    />
  );
}
