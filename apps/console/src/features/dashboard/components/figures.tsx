import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One named figure of a widget. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={700} ff="heading" fz="lg" dir="auto">
        {value}
      </Text>
    </div>
  );
}

/** "87 min", or a dash when nothing was measured. */
export function useMinutes() {
  const { t } = useTranslation('dashboard');
  return (minutes: number | null) =>
    minutes === null ? '–' : t('health.minutes', { minutes: Math.round(minutes) });
}
