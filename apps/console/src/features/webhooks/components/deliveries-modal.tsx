import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Anchor, Modal, Table, Text } from '@mantine/core';
import type { WebhookDelivery } from '@radiant/contract';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListEmpty } from '@/components/lists/list-empty';
import { ListTable } from '@/components/lists/list-table';
import { LoadMore } from '@/components/lists/load-more';
import { paths } from '@/config/screens';
import { formatCount, formatDateTime } from '@/lib/format';
import { useDeliveries, useWebhooks } from '../api/get-webhooks';
import { DeliveryStatus } from './delivery-status';

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  const when = delivery.delivered_at ?? delivery.next_attempt_at;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fz="sm">{t(`events.${delivery.event}`)}</Text>
        {delivery.alarm_id !== null && (
          <Anchor component={Link} to={`${paths.alarms}?id=${delivery.alarm_id}`} fz="xs" display="block">
            {t('deliveries.alarm', { id: delivery.alarm_id })}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>
        <DeliveryStatus status={delivery.status} />
      </Table.Td>
      <Table.Td>{formatCount(delivery.attempts)}</Table.Td>
      <Table.Td>{delivery.response_status ?? t('deliveries.noAnswer')}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <bdi>{formatDateTime(delivery.created_at)}</bdi>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {when && (
          <>
            <Text fz="xs" c="dimmed">
              {t(delivery.delivered_at ? 'deliveries.delivered' : 'deliveries.nextAttempt')}
            </Text>
            <Text fz="sm">
              <bdi>{formatDateTime(when)}</bdi>
            </Text>
          </>
        )}
      </Table.Td>
      <Table.Td>
        <Text fz="sm" maw={280}>
          {delivery.error ?? '—'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** A webhook's delivery log, newest first; a pending delivery's row changes as its next attempt is made. */
export function DeliveriesModal({ webhookId, onClose }: { webhookId: number; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const deliveries = useDeliveries(webhookId);
  const url = useWebhooks().data?.find((webhook) => webhook.id === webhookId)?.url ?? '';
  const rows = deliveries.data?.pages.flatMap((page) => page.deliveries) ?? [];
  const label = t('deliveries.tableLabel', { url });
  return (
    <Modal opened onClose={onClose} title={t('deliveries.title')} size="80rem" radius="lg" centered>
      <Text fz="sm" c="dimmed" mb="sm" dir="ltr" ta="start" style={{ wordBreak: 'break-all' }}>
        {url}
      </Text>
      <ListTable
        label={label}
        minWidth={900}
        query={deliveries}
        isEmpty={rows.length === 0}
        empty={
          <ListEmpty
            title={t('deliveries.none')}
            description={t('deliveries.noneHint')}
            icon={<IconHistory size={24} />}
          />
        }
        headers={[
          t('deliveries.event'),
          t('deliveries.status'),
          t('deliveries.attempts'),
          t('deliveries.response'),
          t('deliveries.created'),
          `${t('deliveries.delivered')} / ${t('deliveries.nextAttempt')}`,
          t('deliveries.error'),
        ]}
      >
        {rows.map((delivery) => (
          <DeliveryRow key={delivery.id} delivery={delivery} />
        ))}
      </ListTable>
      <LoadMore pages={deliveries} />
    </Modal>
  );
}
