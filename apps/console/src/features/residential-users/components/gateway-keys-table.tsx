import { Badge, Code, Text } from '@mantine/core';
import { type DeviceKey, gatewayMqttUsername } from '@radiant/contract';
import { IconKey, IconKeyOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmedRowAction } from '@/components/lists/confirmed-row-action';
import { ListEmpty } from '@/components/lists/list-empty';
import type { ListQueryState } from '@/components/lists/list-table';
import { RecordTable } from '@/components/lists/record-table';
import { RelativeTime } from '@/components/ui/relative-time';
import { Tag } from '@/components/ui/tag';
import { formatDate } from '@/lib/format';
import { useRevokeDeviceKey } from '../api/device-keys';

type GatewayKeysTableProps = {
  /** The table's accessible name. */
  label: string;
  query: ListQueryState & { data?: DeviceKey[]; dataUpdatedAt: number };
};

/** A home's gateway keys: which, since when, last used when, and a revoke that asks first. */
export function GatewayKeysTable({ label, query }: GatewayKeysTableProps) {
  const { t } = useTranslation('residentialUsers');
  const revoke = useRevokeDeviceKey();
  // Times read as of the list's arrival: it reloads after every change.
  const now = query.dataUpdatedAt;
  const nameOf = (key: DeviceKey) => key.label || t('gatewayKeys.unnamed', { id: key.id });
  return (
    <RecordTable
      label={label}
      minWidth={640}
      query={query}
      records={query.data ?? []}
      empty={<ListEmpty title={t('gatewayKeys.none')} icon={<IconKey size={24} />} />}
      nameOf={nameOf}
      columns={[
        {
          header: t('gatewayKeys.columns.label'),
          cell: (key) => (
            <Text fz="sm" fw={600} dir="auto" c={key.label ? undefined : 'dimmed'}>
              {nameOf(key)}
            </Text>
          ),
        },
        {
          header: t('gatewayKeys.columns.username'),
          cell: (key) => <Code dir="ltr">{gatewayMqttUsername(key.id)}</Code>,
        },
        {
          header: t('gatewayKeys.columns.created'),
          cell: (key) => <RelativeTime at={key.created_at} now={now} />,
        },
        {
          header: t('gatewayKeys.columns.lastUsed'),
          cell: (key) => <RelativeTime at={key.last_used_at} now={now} never={t('gatewayKeys.notUsed')} />,
        },
        {
          header: t('gatewayKeys.columns.status'),
          cell: (key) =>
            key.revoked_at ? (
              <Tag color="gray">{t('gatewayKeys.revokedOn', { date: formatDate(key.revoked_at) })}</Tag>
            ) : (
              <Badge variant="light" color="teal" radius="sm">
                {t('gatewayKeys.active')}
              </Badge>
            ),
        },
      ]}
      actions={(key) =>
        !key.revoked_at && (
          <ConfirmedRowAction
            label={t('gatewayKeys.revoke', { name: nameOf(key) })}
            icon={<IconKeyOff size={18} />}
            color="red"
            confirm={{
              name: nameOf(key),
              title: t('gatewayKeys.revokeTitle'),
              message: t('gatewayKeys.revokeMessage', { name: nameOf(key) }),
              action: { label: t('gatewayKeys.revokeConfirm') },
            }}
            pending={revoke.isPending}
            onConfirm={(done) => revoke.mutate(key.id, { onSettled: done })}
          />
        )
      }
    />
  );
}
