import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeAgo } from '@/lib/time-ago';
import type { LiveState } from '@/lib/use-event-stream';
import { useDashboardFigures } from '../api/figures';

/** Often enough for "2 minutes ago" to move on time. */
const RETELL_MS = 30_000;

/**
 * "Updated just now", then how long ago the figures last changed in this browser (its own clock, whatever
 * the server's), with a dot that says whether they are live.
 */
export function LiveStatus({ state }: { state: LiveState }) {
  const { t } = useTranslation('dashboard');
  const updatedAt = useDashboardFigures().dataUpdatedAt;
  const [now, setNow] = useState(Date.now);
  useInterval(() => setNow(Date.now()), RETELL_MS, { autoInvoke: true });
  // Figures newer than the last tick read "just now".
  const ago = timeAgo(now - updatedAt);
  const updated =
    updatedAt === 0
      ? ''
      : ago
        ? t('live.updatedAgo', { ago: ago.value, formatParams: { ago: { range: ago.unit } } })
        : t('live.updatedNow');
  return (
    <Text component="span" fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      <Box
        component="span"
        aria-hidden
        display="inline-block"
        w={8}
        h={8}
        me={6}
        bg={state === 'live' ? 'teal.7' : 'gray.6'}
        style={{ borderRadius: '50%', verticalAlign: 'middle' }}
      />
      <time dateTime={updatedAt ? new Date(updatedAt).toISOString() : undefined}>{updated}</time>
      {state === 'paused' && ` · ${t('live.reconnecting')}`}
      <ConnectionAnnouncement state={state} />
    </Text>
  );
}

/**
 * Tells screen readers only when live updates stop and when they come back: the figures and the minutes
 * passing would be announced far too often.
 */
function ConnectionAnnouncement({ state }: { state: LiveState }) {
  const { t } = useTranslation('dashboard');
  const [message, setMessage] = useState('');
  const paused = useRef(false);
  useEffect(() => {
    if (state === 'paused') {
      paused.current = true;
      setMessage(t('live.paused'));
    } else if (state === 'live' && paused.current) {
      paused.current = false;
      setMessage(t('live.resumed'));
    }
  }, [state, t]);
  return <VisuallyHidden role="status">{message}</VisuallyHidden>;
}
