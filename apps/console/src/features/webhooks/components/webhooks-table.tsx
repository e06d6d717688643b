import { Badge, Group, Stack, Text } from '@mantine/core';
import { ALARM_EVENTS, type Webhook } from '@radiant/contract';
import { IconList, IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQueryState } from '@/components/lists/list-table';
import { RecordTable } from '@/components/lists/record-table';
import { RowAction } from '@/components/lists/row-action';
import { DimmedText } from '@/components/ui/dimmed-text';
import { formatDateTime, hostOf } from '@/lib/format';
import { useRemoveWebhook, useTestWebhook } from '../api/change-webhooks';
import { DeliveryStatus } from './delivery-status';

type WebhooksTableProps = {
  query: ListQueryState & { data?: Webhook[] };
  empty: ReactNode;
  onShowDeliveries: (id: number) => void;
};

/** The webhooks with what each one is sent, its last delivery, and a test, its log and delete per row. */
export function WebhooksTable({ query, empty, onShowDeliveries }: WebhooksTableProps) {
  const { t } = useTranslation('webhooks');
  const remove = useRemoveWebhook();
  const test = useTestWebhook();
  return (
    <RecordTable
      label={t('webhooks.tableLabel')}
      minWidth={960}
      query={query}
      records={query.data ?? []}
      empty={empty}
      nameOf={(webhook) => hostOf(webhook.url)}
      columns={[
        {
          header: t('webhooks.columns.address'),
          cell: (webhook) => (
            <Stack gap={2} maw={360}>
              <Text fz="sm" fw={600} dir="ltr" ta="start" style={{ wordBreak: 'break-all' }}>
                {webhook.url}
              </Text>
              {webhook.description && (
                <Text fz="xs" c="dimmed" lineClamp={2}>
                  {webhook.description}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          header: t('webhooks.columns.events'),
          cell: (webhook) => (
            <Group gap={4}>
              {ALARM_EVENTS.filter((event) => webhook.events.includes(event)).map((event) => (
                <Badge key={event} variant="light" color="gray" radius="sm">
                  {t(`events.${event}`)}
                </Badge>
              ))}
            </Group>
          ),
        },
        {
          header: t('webhooks.columns.severity'),
          cell: (webhook) => t(`severities.${webhook.min_severity}`),
        },
        {
          header: t('webhooks.columns.client'),
          cell: (webhook) => webhook.client?.name ?? t('webhooks.everyClient'),
        },
        {
          header: t('webhooks.columns.lastDelivery'),
          cell: (webhook) =>
            webhook.last_delivery ? (
              <Stack gap={2} align="flex-start">
                <DeliveryStatus status={webhook.last_delivery.status} />
                <Text fz="xs" c="dimmed">
                  <bdi>{formatDateTime(webhook.last_delivery.at)}</bdi>
                </Text>
              </Stack>
            ) : (
              <DimmedText>{t('webhooks.noDelivery')}</DimmedText>
            ),
        },
      ]}
      actions={(webhook) => (
        <>
          <RowAction
            label={t('webhooks.deliveriesOf', { url: webhook.url })}
            icon={<IconList size={18} />}
            onClick={() => onShowDeliveries(webhook.id)}
          />
          <RowAction
            label={t('webhooks.testOf', { url: webhook.url })}
            icon={<IconSend size={18} className="mantine-rotate-rtl" />}
            disabled={test.isPending && test.variables === webhook.id}
            onClick={() =>
              test.mutate(webhook.id, {
                onSuccess: () => onShowDeliveries(webhook.id),
              })
            }
          />
        </>
      )}
      remove={{
        label: (webhook) => t('webhooks.deleteOf', { url: webhook.url }),
        question: t('webhooks.deleteTitle'),
        message: (webhook) => t('webhooks.deleteMessage', { url: webhook.url }),
        mutation: remove,
      }}
    />
  );
}
