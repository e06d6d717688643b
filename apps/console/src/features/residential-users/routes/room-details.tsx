import '@mantine/core/styles/Table.css';
import { Anchor, Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Room } from '@radiant/contract';
import { IconBolt, IconChartLine, IconRuler2, IconTemperature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BackButton } from '@/components/lists/back-button';
import { PlainTable } from '@/components/lists/plain-table';
import { RecordPage } from '@/components/lists/record-page';
import { HeatingControl } from '@/components/slots/heating-control';
import { RecordAlarms } from '@/components/slots/record-alarms';
import { StatGrid } from '@/components/ui/stat-grid';
import { paths, withId } from '@/config/screens';
import { formatCount, formatDate } from '@/lib/format';
import { parseIdParam } from '@/lib/list-search';
import { useRoom } from '../api/get-user';
import { RoomDampPanel } from '../components/room-damp-panel';
import { RoomWeekChart } from '../components/room-week-chart';

function Radiators({ room }: { room: Room }) {
  const { t } = useTranslation('residentialUsers');
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={2} fz="h4" mb="md">
        {t('room.radiators')}
      </Title>
      {room.radiators.length === 0 ? (
        <Text c="dimmed">{t('room.noRadiators')}</Text>
      ) : (
        <PlainTable
          label={t('room.radiators')}
          minWidth={560}
          verticalSpacing="xs"
          headers={[
            t('room.manufacturer'),
            t('room.model'),
            t('room.ratedPower'),
            t('room.installed'),
            t('room.state'),
          ]}
        >
          {room.radiators.map((radiator) => (
            <Table.Tr key={radiator.id}>
              <Table.Td>{radiator.manufacturer.title}</Table.Td>
              <Table.Td>{radiator.model}</Table.Td>
              <Table.Td>{t('room.watts', { watts: formatCount(radiator.rated_power_w) })}</Table.Td>
              <Table.Td>{formatDate(radiator.installed_at)}</Table.Td>
              <Table.Td>
                {radiator.removed_at ? (
                  <Badge variant="light" color="gray" radius="sm">
                    {t('room.removed', { date: formatDate(radiator.removed_at) })}
                  </Badge>
                ) : (
                  <Badge variant="light" color="teal" radius="sm">
                    {t('room.inService')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </PlainTable>
      )}
    </Paper>
  );
}

function RoomView({ room }: { room: Room }) {
  const { t } = useTranslation('residentialUsers');
  const inService = room.radiators.filter((radiator) => !radiator.removed_at);
  const power = inService.reduce((sum, radiator) => sum + radiator.rated_power_w, 0);
  return (
    <Stack gap="lg">
      <Text>
        <Anchor component={Link} to={withId(paths.residentialUserDetails, room.user.id)} underline="always">
          {`${room.user.first_name} ${room.user.last_name}`}
        </Anchor>
        {` · ${room.home.name}, ${room.home.city}`}
      </Text>
      <StatGrid
        cols={{ base: 1, xs: 3 }}
        stats={[
          {
            label: t('room.area'),
            value: t('details.squareMetres', { area: room.area_m2 }),
            icon: IconRuler2,
            color: 'cyan',
          },
          {
            label: t('room.radiatorsInService'),
            value: formatCount(inService.length),
            icon: IconTemperature,
          },
          {
            label: t('room.ratedPowerTotal'),
            value: t('room.watts', { watts: formatCount(power) }),
            hint:
              room.area_m2 > 0
                ? t('room.wattsPerSquareMetre', { value: Math.round(power / room.area_m2) })
                : undefined,
            icon: IconBolt,
          },
        ]}
      />
      <HeatingControl room={room.id} />
      <RecordAlarms room={room.id} />
      <RoomWeekChart roomId={room.id} />
      <RoomDampPanel roomId={room.id} />
      <Radiators room={room} />
    </Stack>
  );
}

/** `/rooms_details?id=N`: a room of a residential user's home, its last week's temperatures, its damp and its radiators. */
export default function RoomDetailsRoute() {
  const { t } = useTranslation('residentialUsers');
  const roomId = parseIdParam(useSearchParams()[0].get('id'));
  const room = useRoom(roomId);
  const toList = { to: paths.residentialUsers, label: t('users.backToList') };

  return (
    <RecordPage
      record={room}
      noId={roomId === undefined}
      titleOf={(data) => data.name}
      loadingTitle={t('room.title')}
      subtitle={t('room.subtitle')}
      notFound={t('room.notFound')}
      back={toList}
      actions={
        room.data ? (
          <>
            <BackButton
              to={withId(paths.residentialUserDetails, room.data.user.id)}
              label={t('room.backToUser')}
            />
            <Button
              component={Link}
              to={`${paths.perRoomAnalytics}?userId=${room.data.user.id}&roomId=${room.data.id}`}
              variant="light"
              leftSection={<IconChartLine size={16} />}
            >
              {t('room.analytics')}
            </Button>
          </>
        ) : (
          <BackButton {...toList} />
        )
      }
    >
      {(data) => <RoomView room={data} />}
    </RecordPage>
  );
}
