import { Group, Text } from '@mantine/core';
import type { Admin } from '@radiant/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQueryState } from '@/components/lists/list-table';
import { RecordTable } from '@/components/lists/record-table';
import { DimmedText } from '@/components/ui/dimmed-text';
import { Tag } from '@/components/ui/tag';
import { formatDateTime } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { nameOf } from '../lib/name-of';
import { AdminActions, type AdminOpeners } from './admin-actions';
import { AdminStateBadge, RoleBadge, TwoFactorBadge } from './admin-badges';

type AdminsTableProps = AdminOpeners & { query: ListQueryState & { data?: Admin[] }; empty: ReactNode };

/**
 * The admin team: who, their role, state and second factor, when they last signed in and when their invitation
 * ends.
 */
export function AdminsTable({ query, empty, ...openers }: AdminsTableProps) {
  const { t } = useTranslation('admins');
  const me = useSessionUser();
  return (
    <RecordTable
      label={t('admins.tableLabel')}
      minWidth={1100}
      query={query}
      records={query.data ?? []}
      empty={empty}
      nameOf={nameOf}
      columns={[
        {
          header: t('admins.columns.name'),
          cell: (admin) => (
            <Group gap="xs" wrap="nowrap">
              <Text fz="sm" fw={600} dir="auto">
                {nameOf(admin)}
              </Text>
              {admin.id === me?.id && (
                <Tag variant="outline" color="gray" size="sm">
                  {t('admins.you')}
                </Tag>
              )}
            </Group>
          ),
        },
        {
          header: t('admins.columns.email'),
          cell: (admin) => (
            <Text fz="sm" dir="ltr" ta="start" style={{ whiteSpace: 'nowrap' }}>
              {admin.email}
            </Text>
          ),
        },
        { header: t('admins.columns.role'), cell: (admin) => <RoleBadge level={admin.level} /> },
        { header: t('admins.columns.state'), cell: (admin) => <AdminStateBadge state={admin.state} /> },
        {
          header: t('admins.columns.twoFactor'),
          cell: (admin) => <TwoFactorBadge admin={admin} />,
        },
        {
          header: t('admins.columns.lastSignIn'),
          cell: (admin) =>
            admin.last_sign_in_at ? (
              <bdi>{formatDateTime(admin.last_sign_in_at)}</bdi>
            ) : (
              <DimmedText>{t('admins.never')}</DimmedText>
            ),
        },
        {
          header: t('admins.columns.invitation'),
          cell: (admin) => {
            if (admin.invitation_expires_at) return <bdi>{formatDateTime(admin.invitation_expires_at)}</bdi>;
            // An invited admin without an open link: it expired (or was never copied) and a new one is due.
            return (
              <DimmedText>
                {t(admin.state === 'invited' ? 'admins.invitationExpired' : 'admins.noInvitation')}
              </DimmedText>
            );
          },
        },
      ]}
      actions={(admin) => <AdminActions admin={admin} isMe={admin.id === me?.id} {...openers} />}
    />
  );
}
