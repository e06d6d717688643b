import '@mantine/core/styles/Skeleton.css';
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError } from '@/components/lists/list-error';
import type { RoomReadingsProps } from '@/components/slots/room-readings';
import { paths, withId } from '@/config/screens';
import { formatDay } from '@/lib/format';
import { useRoomDamp } from '../api/room-damp';
import { pointsOf, RoomDampChart } from './room-damp-chart';

/** A room's humidity and temperature day by day over a window (a case's), with a link to the room's own page. */
export function RoomReadings({ roomId, name, window }: RoomReadingsProps) {
  const { t } = useTranslation('residentialUsers');
  const damp = useRoomDamp(roomId, window);
  const title = t('damp.readingsOf', { room: name });
  const heading = (
    <Group justify="space-between" gap="xs">
      <Title order={4} fz="h6">
        {title}
      </Title>
      <Anchor component={Link} to={withId(paths.roomDetails, roomId)} fz="sm">
        {t('damp.openRoom', { room: name })}
      </Anchor>
    </Group>
  );
  if (damp.isError) {
    return (
      <Stack gap="xs">
        {heading}
        <ListError title={t('damp.failed')} onRetry={damp.refetch} retrying={damp.isRefetching} />
      </Stack>
    );
  }
  if (!damp.data) return <Skeleton h={480} radius="lg" aria-busy />;
  const measured = damp.data.days.some((day) => day.room_c !== null || day.humidity_pct !== null);
  return (
    <Stack gap="xs">
      {heading}
      {measured ? (
        <RoomDampChart points={pointsOf(damp.data, 28)} title={title} />
      ) : (
        <Text fz="sm" c="dimmed">
          {t('damp.noReadings', { from: formatDay(window.from), to: formatDay(window.to) })}
        </Text>
      )}
    </Stack>
  );
}
