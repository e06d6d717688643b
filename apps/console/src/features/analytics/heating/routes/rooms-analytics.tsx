import '@mantine/charts/styles.css';
import { IconFlame, IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FiguresContent } from '@/components/charts/figures-content';
import { FiguresScreen } from '@/components/layouts/figures-screen';
import { ListEmpty } from '@/components/lists/list-empty';
import { DayRangeFilter } from '@/components/ui/day-range-filter';
import { useAddress } from '@/lib/address-params';
import { useRoomsUsage } from '../api/rooms-usage';
import { RadiatorsTable, RoomsTable } from '../components/room-usage-tables';
import { RoomsEnergyChart } from '../components/rooms-energy-chart';
import { UserPicker } from '../components/user-picker';
import { parseRoomsSearch, withRoomsSearch } from '../lib/rooms-search';

/** A residential user's rooms and radiators over a range of days (the rooms-radiator-usage call). */
export default function RoomsAnalyticsScreen() {
  const { t } = useTranslation('analytics/heating');
  const [search, change] = useAddress(parseRoomsSearch, withRoomsSearch);
  const usage = useRoomsUsage(search);
  const { userId } = search;

  return (
    <FiguresScreen
      title={t('roomsScreen.title')}
      subtitle={t('roomsScreen.subtitle')}
      pickers={
        <>
          <UserPicker userId={search.userId} onChange={(userId) => change({ userId })} withFleet={false} />
          <DayRangeFilter from={search.from} to={search.to} required onChange={change} />
        </>
      }
    >
      {userId === undefined ? (
        <ListEmpty
          icon={<IconUserSearch size={24} />}
          title={t('roomsScreen.pickTitle')}
          description={t('roomsScreen.pickDescription')}
          framed
        />
      ) : (
        <FiguresContent
          query={usage}
          failed={t('roomsScreen.failed')}
          placeholders={[220, 260]}
          isEmpty={(rooms) => rooms.length === 0}
          empty={
            <ListEmpty
              icon={<IconFlame size={24} />}
              title={t('roomsScreen.noRoomsTitle')}
              description={t('roomsScreen.noRoomsDescription')}
              framed
            />
          }
        >
          {(rooms) => (
            <>
              <RoomsEnergyChart rooms={rooms} />
              <RoomsTable userId={userId} rooms={rooms} />
              <RadiatorsTable rooms={rooms} />
            </>
          )}
        </FiguresContent>
      )}
    </FiguresScreen>
  );
}
