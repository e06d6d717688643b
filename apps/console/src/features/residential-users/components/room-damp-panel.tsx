import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Skeleton.css';
import { Divider, Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { dampOperations, type RoomDamp } from '@radiant/contract';
import { IconDroplet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportButton } from '@/components/lists/csv-export-button';
import { ListEmpty } from '@/components/lists/list-empty';
import { ListError } from '@/components/lists/list-error';
import { DampBand, DampTrend } from '@/components/slots/damp-band';
import { Fact } from '@/components/ui/fact';
import { formatCount, formatDay } from '@/lib/format';
import { useRoomDamp } from '../api/room-damp';
import { pointsOf, RoomDampChart } from './room-damp-chart';
import { WallsFactorForm } from './walls-factor-form';

const SPANS = ['7', '28'] as const;

function Figures({ damp }: { damp: RoomDamp }) {
  const { t } = useTranslation('residentialUsers');
  const hours = damp.days.reduce(
    (sum, day) => ({
      judged: sum.judged + day.judged,
      mould: sum.mould + day.mould_risk,
      condensation: sum.condensation + day.condensation,
    }),
    { judged: 0, mould: 0, condensation: 0 },
  );
  return (
    <>
      <Group gap="xl" align="flex-start">
        <Fact label={t('damp.band')}>
          <DampBand band={damp.band} />
        </Fact>
        <Fact label={t('damp.band7')}>
          <DampBand band={damp.band_7} />
        </Fact>
        <Fact label={t('damp.trend')}>
          <DampTrend trend={damp.trend} />
        </Fact>
      </Group>
      <Text fz="sm" c="dimmed">
        {t('damp.hours', {
          from: formatDay(damp.window.from),
          to: formatDay(damp.window.to),
          mould: formatCount(hours.mould),
          condensation: formatCount(hours.condensation),
          judged: formatCount(hours.judged),
        })}
      </Text>
    </>
  );
}

/**
 * A room's damp and mould: its band over the last 28 days and the last 7 and the trend, its humidity and
 * temperature charted against the mould line and the dew point, its hours as CSV, and the home's walls.
 */
export function RoomDampPanel({ roomId }: { roomId: number }) {
  const { t } = useTranslation('residentialUsers');
  const damp = useRoomDamp(roomId);
  const [span, setSpan] = useState<(typeof SPANS)[number]>('28');
  if (damp.isError) return <ListError title={t('damp.failed')} onRetry={damp.refetch} retrying={false} />;
  if (!damp.data) return <Skeleton h={480} radius="lg" />;
  const data = damp.data;
  const measured = data.hours.some((hour) => hour.humidity_pct !== null);
  const title = t('damp.title');
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="room-damp">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4" id="room-damp">
            {title}
          </Title>
          <Group gap="sm">
            {measured && (
              <SegmentedControl
                aria-label={t('damp.span')}
                value={span}
                onChange={(value) => setSpan(value === '7' ? '7' : '28')}
                data={SPANS.map((value) => ({ value, label: t('damp.days', { count: Number(value) }) }))}
              />
            )}
            <CsvExportButton
              operation={dampOperations.exportRoom}
              input={{ params: { id: roomId }, query: { from: data.window.from, to: data.window.to } }}
              total={data.hours.length}
              done={(count) => t('damp.exported', { count, formatted: formatCount(count) })}
            />
          </Group>
        </Group>
        <Figures damp={data} />
        {measured ? (
          <RoomDampChart points={pointsOf(data, span === '7' ? 7 : 28)} title={title} />
        ) : (
          <ListEmpty
            title={t('damp.noHumidity')}
            description={t('damp.noHumidityHint')}
            icon={<IconDroplet size={24} />}
          />
        )}
        <Divider />
        <WallsFactorForm
          key={`${data.home.temperature_factor}-${data.home.temperature_factor_set}`}
          home={data.home}
        />
      </Stack>
    </Paper>
  );
}
