import { Anchor, Badge } from '@mantine/core';
import type { RoomUsage } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FiguresTable } from '@/components/charts/figures-table';
import { paths } from '@/config/screens';
import { formatCount, formatDate, formatMeasure, formatShare } from '@/lib/format';
import { type RadiatorHealth, radiatorHealth } from '../lib/radiator-health';
import { roomLabel } from '../lib/room-label';
import type en from '../locales/en.json';

const HEALTH_COLORS: Record<RadiatorHealth, string> = { offline: 'gray', struggling: 'ember', fine: 'teal' };

type ColumnKey = keyof (typeof en)['roomsScreen']['columns'];

/** A table column by its key in the strings; `text` ones (names, dates) line up at the start. */
function useColumn() {
  const { t } = useTranslation('analytics/heating');
  return (key: ColumnKey, text?: boolean) => ({ key, header: t(`roomsScreen.columns.${key}`), text });
}

type Column<Row> = { key: ColumnKey; show: (row: Row) => string; text?: boolean };

/** The columns after the room's name; its home only when the user has more than one. */
const ROOM_COLUMNS: Column<RoomUsage>[] = [
  { key: 'home', show: (room) => room.home_name, text: true },
  { key: 'area', show: (room) => formatMeasure(room.area_m2) },
  { key: 'energy', show: (room) => formatMeasure(room.energy_kwh) },
  { key: 'perM2', show: (room) => formatMeasure(room.kwh_per_m2) },
  { key: 'heatingHours', show: (room) => formatMeasure(room.heating_hours) },
  { key: 'roomC', show: (room) => formatMeasure(room.room_c) },
  { key: 'setpointC', show: (room) => formatMeasure(room.setpoint_c) },
  { key: 'below', show: (room) => formatShare(room.below_setpoint_share) },
  { key: 'window', show: (room) => formatMeasure(room.window_kwh) },
  { key: 'aboveBand', show: (room) => formatMeasure(room.above_band_kwh) },
];

/** Each room's figures over the range, its name leading to the room's own analytics. */
export function RoomsTable({ userId, rooms }: { userId: number; rooms: RoomUsage[] }) {
  const { t } = useTranslation('analytics/heating');
  const column = useColumn();
  const homes = new Set(rooms.map((room) => room.home_id)).size;
  const columns = ROOM_COLUMNS.filter(({ key }) => key !== 'home' || homes > 1);
  return (
    <FiguresTable
      caption={t('roomsScreen.roomsTable')}
      rowHeader={t('roomsScreen.columns.room')}
      columns={columns.map(({ key, text }) => column(key, text))}
      rows={rooms.map((room) => ({
        key: room.room_id,
        label: (
          <Anchor
            component={Link}
            to={`${paths.perRoomAnalytics}?userId=${userId}&roomId=${room.room_id}`}
            fz="sm"
            fw={500}
          >
            {room.name}
          </Anchor>
        ),
        cells: columns.map(({ key, show }) => ({ key, text: show(room) })),
      }))}
    />
  );
}

/** Every radiator of the rooms with its room, its use over the range and how it is doing now. */
export function RadiatorsTable({ rooms }: { rooms: RoomUsage[] }) {
  const { t } = useTranslation('analytics/heating');
  const column = useColumn();
  const homes = new Set(rooms.map((room) => room.home_id)).size;
  return (
    <FiguresTable
      caption={t('roomsScreen.radiatorsTable')}
      rowHeader={t('roomsScreen.columns.radiator')}
      columns={[
        column('room', true),
        column('serial', true),
        column('rated'),
        column('energy'),
        column('heatingHours'),
        column('below'),
        column('lastSeen', true),
        column('health', true),
      ]}
      rows={rooms.flatMap((room) =>
        room.radiators.map((radiator) => {
          const health = radiatorHealth(radiator);
          return {
            key: radiator.radiator_id,
            label: `${radiator.manufacturer} ${radiator.model}`,
            cells: [
              { key: 'room', text: roomLabel(room, homes) },
              { key: 'serial', text: radiator.serial ?? '–' },
              { key: 'rated', text: formatCount(radiator.rated_power_w) },
              { key: 'energy', text: formatMeasure(radiator.energy_kwh) },
              { key: 'heatingHours', text: formatMeasure(radiator.heating_hours) },
              { key: 'below', text: formatShare(radiator.below_setpoint_share) },
              {
                key: 'lastSeen',
                text: radiator.last_seen_at ? formatDate(radiator.last_seen_at) : t('roomsScreen.never'),
              },
              {
                key: 'health',
                text: (
                  <Badge variant="light" color={HEALTH_COLORS[health]} radius="sm">
                    {t(`roomsScreen.health.${health}`)}
                  </Badge>
                ),
              },
            ],
          };
        }),
      )}
    />
  );
}
