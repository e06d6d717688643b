import { Anchor, Stack, Text } from '@mantine/core';
import type { HeatingMode, RadiatorControl } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tag } from '@/components/ui/tag';
import { paths, withId } from '@/config/screens';
import { formatDateTime, formatMeasure } from '@/lib/format';
import { timeAgo } from '@/lib/time-ago';
import { controlStatus, type ControlStatus as Status, setpointOf } from '../lib/control-status';

/** Comfort is warm (ember), eco cool (cyan), frost cold (blue), off grey, the resident's own schedule violet. */
const MODE_COLORS: Record<HeatingMode, string> = {
  comfort: 'ember',
  eco: 'cyan',
  frost: 'blue',
  off: 'gray',
  schedule: 'grape',
};

const STATUS_COLORS: Record<Status, string> = {
  waiting: 'blue',
  confirmed: 'teal',
  rejected: 'red',
  expired: 'orange',
  differs: 'red',
  none: 'gray',
};

/** Where a radiator stands, with the gateway's reason when it refused the last change. */
export function ControlStatus({ radiator }: { radiator: RadiatorControl }) {
  const { t } = useTranslation('commands');
  const status = controlStatus(radiator);
  const reason = status === 'rejected' ? radiator.desired?.reason : null;
  return (
    <Stack gap={2} align="flex-start">
      <Tag color={STATUS_COLORS[status]}>{t(`control.statuses.${status}`)}</Tag>
      {reason && (
        <Text fz="xs" c="dimmed" dir="auto">
          {reason}
        </Text>
      )}
    </Stack>
  );
}

/** "asked 3 minutes ago", as of `now`, with the instant itself for machines. */
function When({ at, now, kind }: { at: string; now: number; kind: 'asked' | 'confirmed' }) {
  const { t } = useTranslation('commands');
  const ago = timeAgo(now - Date.parse(at));
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {ago
        ? t(`control.${kind}`, { ago: ago.value, formatParams: { ago: { range: ago.unit } } })
        : t(`control.${kind}Now`)}
    </time>
  );
}

type Side = 'desired' | 'reported';

/** One side of a radiator's heating: the mode, its temperature and end, and when it was asked or confirmed. */
export function HeatingState({
  radiator,
  side,
  now,
}: {
  radiator: RadiatorControl;
  side: Side;
  now: number;
}) {
  const { t } = useTranslation('commands');
  const state = radiator[side];
  if (state === null) {
    return (
      <Text fz="sm" c="dimmed" dir="auto">
        {t(side === 'desired' ? 'control.nothingAsked' : 'control.nothingReported')}
      </Text>
    );
  }
  const setpoint = setpointOf(state);
  const commandId = radiator.desired?.command_id;
  const when = <When at={state.at} now={now} kind={side === 'desired' ? 'asked' : 'confirmed'} />;
  return (
    <Stack gap={2} align="flex-start">
      <Tag color={MODE_COLORS[state.mode]}>{t(`control.modes.${state.mode}`)}</Tag>
      {setpoint !== null && (
        <Text fz="sm">
          <bdi>{t('control.setpoint', { value: formatMeasure(setpoint) })}</bdi>
        </Text>
      )}
      {state.until && (
        <Text fz="sm" dir="auto">
          {t('control.until', { until: formatDateTime(state.until) })}
        </Text>
      )}
      <Text fz="xs" c="dimmed" dir="auto">
        {side === 'desired' && commandId ? (
          <Anchor component={Link} to={withId(paths.commands, commandId)} fz="xs">
            {when}
          </Anchor>
        ) : (
          when
        )}
      </Text>
    </Stack>
  );
}
