import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { timeAgo } from '@/lib/time-ago';

/**
 * "3 hours ago" as of `now` (when the list arrived, say), with the instant itself in its tooltip and for
 * machines.
 */
export function RelativeTime({ at, now }: { at: string; now: number }) {
  const { t } = useTranslation();
  const ago = timeAgo(now - Date.parse(at));
  return (
    <time dateTime={at} title={formatDateTime(at)} dir="auto">
      {ago ? t('time.ago', { ago: ago.value, formatParams: { ago: { range: ago.unit } } }) : t('time.now')}
    </time>
  );
}
