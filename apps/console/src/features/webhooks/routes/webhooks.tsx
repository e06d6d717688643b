import { IconWebhook } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { AddButton } from '@/components/lists/add-button';
import { ListEmpty } from '@/components/lists/list-empty';
import { useAddressParams } from '@/lib/address-params';
import { parseIdParam } from '@/lib/list-search';
import { useWebhooks } from '../api/get-webhooks';
import { DeliveriesModal } from '../components/deliveries-modal';
import { WebhookFormModal } from '../components/webhook-form-modal';
import { WebhooksTable } from '../components/webhooks-table';

/** `/webhooks`; `?add` opens the form, `?log=N` a webhook's delivery log, over the list. */
export default function WebhooksRoute() {
  const { t } = useTranslation('webhooks');
  const webhooks = useWebhooks();
  const { params, set } = useAddressParams();
  const adding = params.has('add');
  const log = parseIdParam(params.get('log'));

  return (
    <>
      <PageHeader
        title={t('webhooks.title')}
        subtitle={t('webhooks.subtitle')}
        actions={<AddButton label={t('webhooks.add')} onClick={() => set('add', '')} />}
      />
      <WebhooksTable
        query={webhooks}
        empty={
          <ListEmpty
            title={t('webhooks.none')}
            description={t('webhooks.noneHint')}
            icon={<IconWebhook size={24} />}
          />
        }
        onShowDeliveries={(id) => set('log', String(id))}
      />
      {adding && <WebhookFormModal onClose={() => set('add', undefined)} />}
      {log !== undefined && (
        <DeliveriesModal key={log} webhookId={log} onClose={() => set('log', undefined)} />
      )}
    </>
  );
}
