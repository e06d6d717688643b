import { Badge } from '@mantine/core';
import type { WebhookDelivery } from '@radiant/contract';
import { useTranslation } from 'react-i18next';

const COLORS: Record<WebhookDelivery['status'], string> = {
  pending: 'blue',
  delivered: 'teal',
  failed: 'red',
};

/** A delivery's outcome: delivered, pending (another attempt is due) or failed (no more attempts). */
export function DeliveryStatus({ status }: { status: WebhookDelivery['status'] }) {
  const { t } = useTranslation('webhooks');
  return (
    <Badge variant="light" color={COLORS[status]} radius="sm">
      {t(`deliveries.statuses.${status}`)}
    </Badge>
  );
}
