import '@mantine/charts/styles.css';
import { IconDoor } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FiguresScreen } from '@/components/layouts/figures-screen';
import { ListEmpty } from '@/components/lists/list-empty';
import { daysOfSpan } from '@/lib/day-range';
import { parseIdParam } from '@/lib/list-search';
import { useRoomHeating } from '../api/heating';
import { useRoomsUsage } from '../api/rooms-usage';
import { HeatingReport } from '../components/heating-report';
import { PeriodPickers } from '../components/period-pickers';
import { RoomPicker } from '../components/room-picker';
import { RadiatorsTable } from '../components/room-usage-tables';
import { UserPicker } from '../components/user-picker';
import { type HeatingSearch, parseHeatingSearch, withHeatingSearch } from '../lib/heating-search';

/** One room over a day, week, month or year, and how its radiators did over the same days. */
export default function PerRoomAnalyticsScreen() {
  const { t } = useTranslation('analytics/heating');
  const [params, setParams] = useSearchParams();
  const search = parseHeatingSearch(params);
  const roomId = parseIdParam(params.get('roomId'));
  const heating = useRoomHeating(roomId, search);
  // A link may name the room only: its resident comes with its figures.
  const userId = search.userId ?? heating.data?.user_id ?? undefined;
  const radiators = useRoomsUsage(heating.data && { userId, ...daysOfSpan(heating.data) });
  const room = radiators.data?.find((usage) => usage.room_id === roomId);

  const change = (next: Partial<HeatingSearch>) => setParams(withHeatingSearch(params, next));
  const pickUser = (picked: number | undefined) => {
    const next = withHeatingSearch(params, { userId: picked });
    next.delete('roomId');
    setParams(next);
  };
  const pickRoom = (picked: number) => {
    const next = withHeatingSearch(params, { userId });
    next.set('roomId', String(picked));
    setParams(next);
  };

  return (
    <FiguresScreen
      title={t('roomScreen.title')}
      subtitle={t('roomScreen.subtitle')}
      pickers={
        <>
          <UserPicker userId={userId} onChange={pickUser} withFleet={false} />
          <RoomPicker userId={userId} roomId={roomId} onChange={pickRoom} />
          <PeriodPickers search={search} onChange={change} />
        </>
      }
    >
      {roomId === undefined ? (
        <ListEmpty
          icon={<IconDoor size={24} />}
          title={t('roomScreen.pickTitle')}
          description={t('roomScreen.pickDescription')}
          framed
        />
      ) : (
        <HeatingReport
          heating={heating}
          failed={t('roomScreen.failed')}
          beside={room && <RadiatorsTable rooms={[room]} />}
        />
      )}
    </FiguresScreen>
  );
}
