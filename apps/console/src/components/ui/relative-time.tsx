import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { timeAgo } from '@/lib/time-ago';
import { DimmedText } from './dimmed-text';

type RelativeTimeProps = {
  at: string | null;
  now: number;
  /** What shows, dimmed, when there is no instant: "Not used yet". */
  never?: string;
};

/**
 * "3 hours ago" as of `now` (when the list arrived, say), with the instant itself in its tooltip and for
 * machines.
 */
export function RelativeTime({ at, now, never }: RelativeTimeProps) {
  const { t } = useTranslation();
  if (at === null) {
    return <DimmedText>{never}</DimmedText>;
  }
  const ago = timeAgo(now - Date.parse(at));
  return (
    <time dateTime={at} title={formatDateTime(at)} dir="auto">
      {ago ? t('time.ago', { ago: ago.value, formatParams: { ago: { range: ago.unit } } }) : t('time.now')}
    </time>
  );
}
