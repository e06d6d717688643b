import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DAMP_WINDOW_DAYS, DAY_MS, MAX_ROOM_DAMP_DAYS } from '@radiant/contract';
import { IconFileDescription } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeFilter } from '@/components/ui/day-range-filter';
import { EvidenceDownloads } from './evidence-downloads';

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The last DAMP_WINDOW_DAYS days to today, the pack's default period. */
function lastDays() {
  const today = Date.now();
  return { from: dayOf(today - (DAMP_WINDOW_DAYS - 1) * DAY_MS), to: dayOf(today) };
}

const spanOf = (window: { from: string; to: string }) =>
  Math.round((Date.parse(window.to) - Date.parse(window.from)) / DAY_MS) + 1;

/** A home's evidence pack over a period the admin chooses: its cases, readings and commands. */
export function HomeEvidenceButton({ home }: { home: { id: number; name: string } }) {
  const { t } = useTranslation('cases');
  const [window, setWindow] = useState<{ from: string; to: string }>();
  const tooLong = window !== undefined && spanOf(window) > MAX_ROOM_DAMP_DAYS;
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconFileDescription size={14} />}
        aria-label={t('evidence.homeTitle', { home: home.name })}
        onClick={() => setWindow(lastDays())}
      >
        {t('evidence.title')}
      </Button>
      <Modal
        opened={window !== undefined}
        onClose={() => setWindow(undefined)}
        title={t('evidence.homeTitle', { home: home.name })}
      >
        {window && (
          <Stack gap="md">
            <Text fz="sm">{t('evidence.homeHint', { days: MAX_ROOM_DAMP_DAYS })}</Text>
            <Group gap="sm" align="flex-start">
              <DayRangeFilter
                from={window.from}
                to={window.to}
                required
                onChange={(change) => setWindow({ ...window, ...change } as { from: string; to: string })}
              />
            </Group>
            {tooLong && (
              <Text fz="sm" c="red" role="alert">
                {t('evidence.tooLong', { days: MAX_ROOM_DAMP_DAYS })}
              </Text>
            )}
            <EvidenceDownloads home={home.id} window={window} disabled={tooLong} />
          </Stack>
        )}
      </Modal>
    </>
  );
}
