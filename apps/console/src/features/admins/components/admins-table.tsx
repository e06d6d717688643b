import { Badge, Group, Text } from '@mantine/core';
import type { Admin } from '@radiant/contract';
import { IconLink, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/lists/confirm-dialog';
import type { ListQueryState } from '@/components/lists/list-table';
import { RecordTable } from '@/components/lists/record-table';
import { RowAction } from '@/components/lists/row-action';
import { formatDateTime } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useToggleAdminStatus } from '../api/change-admins';
import { nameOf } from '../lib/name-of';
import { AdminStateBadge, RoleBadge } from './admin-badges';

type AdminsTableProps = {
  query: ListQueryState & { data?: Admin[] };
  empty: ReactNode;
  onEdit: (id: number) => void;
  onInvite: (admin: Admin) => void;
};

const dimmed = (text: string) => (
  <Text fz="sm" c="dimmed">
    {text}
  </Text>
);

/** The admin team: who, their role and state, and per row edit, a new invitation link and (de)activation. */
export function AdminsTable({ query, empty, onEdit, onInvite }: AdminsTableProps) {
  const { t } = useTranslation('admins');
  const me = useSessionUser();
  const toggle = useToggleAdminStatus();
  const [toggling, setToggling] = useState<Admin>();
  const deactivating = toggling?.status === 1;

  return (
    <>
      <RecordTable
        label={t('admins.tableLabel')}
        minWidth={960}
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
                  <Badge variant="outline" color="gray" radius="sm" size="sm">
                    {t('admins.you')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            header: t('admins.columns.email'),
            cell: (admin) => (
              <Text fz="sm" dir="ltr" ta="start" style={{ wordBreak: 'break-all' }}>
                {admin.email}
              </Text>
            ),
          },
          { header: t('admins.columns.role'), cell: (admin) => <RoleBadge level={admin.level} /> },
          { header: t('admins.columns.state'), cell: (admin) => <AdminStateBadge state={admin.state} /> },
          {
            header: t('admins.columns.lastSignIn'),
            cell: (admin) =>
              admin.last_sign_in_at ? (
                <bdi>{formatDateTime(admin.last_sign_in_at)}</bdi>
              ) : (
                dimmed(t('admins.never'))
              ),
          },
          {
            header: t('admins.columns.invitation'),
            cell: (admin) => {
              if (admin.invitation_expires_at)
                return <bdi>{formatDateTime(admin.invitation_expires_at)}</bdi>;
              return dimmed(
                t(admin.state === 'invited' ? 'admins.invitationExpired' : 'admins.noInvitation'),
              );
            },
          },
        ]}
        actions={(admin) => {
          const name = nameOf(admin);
          const isMe = admin.id === me?.id;
          return (
            <>
              <RowAction
                label={t('admins.editOf', { name })}
                icon={<IconPencil size={18} />}
                onClick={() => onEdit(admin.id)}
              />
              <RowAction
                label={t(admin.status === 1 ? 'admins.inviteOf' : 'admins.inviteDeactivated', { name })}
                icon={<IconLink size={18} />}
                disabled={admin.status !== 1}
                onClick={() => onInvite(admin)}
              />
              {admin.status === 1 ? (
                <RowAction
                  label={isMe ? t('admins.notYourself') : t('admins.deactivateOf', { name })}
                  icon={<IconUserOff size={18} />}
                  color="red"
                  disabled={isMe}
                  onClick={() => setToggling(admin)}
                />
              ) : (
                <RowAction
                  label={t('admins.activateOf', { name })}
                  icon={<IconUserCheck size={18} />}
                  color="teal"
                  onClick={() => setToggling(admin)}
                />
              )}
            </>
          );
        }}
      />
      <ConfirmDialog
        name={toggling && nameOf(toggling)}
        title={t(deactivating ? 'status.deactivateTitle' : 'status.activateTitle')}
        message={
          toggling
            ? t(deactivating ? 'status.deactivateMessage' : 'status.activateMessage', {
                name: nameOf(toggling),
              })
            : ''
        }
        action={
          deactivating
            ? { label: t('status.deactivate'), color: 'red' }
            : { label: t('status.activate'), color: 'teal' }
        }
        pending={toggle.isPending}
        onClose={() => setToggling(undefined)}
        onConfirm={() => toggling && toggle.mutate(toggling, { onSettled: () => setToggling(undefined) })}
      />
    </>
  );
}
