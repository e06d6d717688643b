import '@mantine/core/styles/Indicator.css';
import { ActionIcon, Indicator, Text, Tooltip } from '@mantine/core';
import type { Alarm } from '@radiant/contract';
import { IconBell, IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/screens';
import { notifyWithLink } from '@/lib/notify';
import { useAlarmCounts } from '../api/get-alarms';
import { useLiveAlarms } from '../api/live-alarms';

/** A critical alarm stays on screen this long: long enough to be seen from across the room. */
const CRITICAL_TOAST_MS = 15_000;

/**
 * The header's count of active critical and major alarms, on every screen and kept live by the console's
 * one alarm stream, linking to the alarms; a new critical alarm also comes up as a toast.
 */
export function AlarmsHeader() {
  const { t } = useTranslation('alarms');
  const navigate = useNavigate();
  useLiveAlarms((alarm: Alarm) => {
    if (alarm.severity !== 'critical') return;
    notifyWithLink({
      color: 'red',
      autoClose: CRITICAL_TOAST_MS,
      icon: <IconBellRinging size={18} />,
      // No title: Mantine dims a titled toast's text below AA contrast.
      message: (
        <>
          <Text fz="sm" fw={700}>
            {t('header.criticalToast', { rule: t(`rules.${alarm.rule}`) })}
          </Text>
          <Text fz="sm">
            {t('header.toastWhere', {
              room: alarm.room.name,
              home: alarm.home.name,
              resident: alarm.resident.name,
            })}
          </Text>
        </>
      ),
      open: { label: t('header.open'), onOpen: () => navigate(`${paths.alarms}?id=${alarm.id}`) },
    });
  });
  const counts = useAlarmCounts().data;
  const critical = counts?.active.critical ?? 0;
  const major = counts?.active.major ?? 0;
  const label = t('header.label', { critical, major });
  // The counts sit on the bell's corners, outside the link: the link's name says them in words.
  const count = (value: number) => <span aria-hidden>{value}</span>;
  return (
    <Indicator label={count(critical)} color="red" size={18} offset={4} disabled={critical === 0}>
      <Indicator
        label={count(major)}
        color="ember"
        size={18}
        offset={4}
        position="bottom-end"
        disabled={major === 0}
      >
        <Tooltip label={label} withArrow>
          <ActionIcon component={Link} to={paths.alarms} variant="default" size="lg" aria-label={label}>
            {critical > 0 ? <IconBellRinging size={18} /> : <IconBell size={18} />}
          </ActionIcon>
        </Tooltip>
      </Indicator>
    </Indicator>
  );
}
