import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { ClientForm } from '../components/client-form';

/** `/commercial-clients-add`: after a successful creation the list shows with the server's description. */
export default function CommercialClientAddRoute() {
  const { t } = useTranslation('commercialClients');
  return (
    <>
      <PageHeader title={t('form.addTitle')} subtitle={t('form.subtitle')} />
      <ClientForm />
    </>
  );
}
