import { WEBHOOK_SIGNATURE_HEADER } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { ShownOnce } from '@/components/ui/shown-once';

/** The new webhook's signing secret, shown this once, with a copy button. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <ShownOnce
      intro={t('secret.intro', { header: WEBHOOK_SIGNATURE_HEADER })}
      label={t('secret.label')}
      value={secret}
      warning={t('secret.once')}
      copy={{ label: t('secret.copy'), copied: t('secret.copied') }}
      done={{ label: t('secret.done'), onDone }}
    />
  );
}
