import '@mantine/charts/styles.css';
import { useTranslation } from 'react-i18next';
import { FiguresScreen } from '@/components/layouts/figures-screen';
import { useAddress } from '@/lib/address-params';
import { useHeating } from '../api/heating';
import { HeatingReport } from '../components/heating-report';
import { PeriodPickers } from '../components/period-pickers';
import { UserPicker } from '../components/user-picker';
import { parseHeatingSearch, withHeatingSearch } from '../lib/heating-search';

/** Heating of the fleet or of one residential user over a day, week, month or year. */
export default function ResidentialAnalyticsScreen() {
  const { t } = useTranslation('analytics/heating');
  const [search, change] = useAddress(parseHeatingSearch, withHeatingSearch);
  const heating = useHeating(search);

  return (
    <FiguresScreen
      title={t('residential.title')}
      subtitle={t('residential.subtitle')}
      pickers={
        <>
          <UserPicker userId={search.userId} onChange={(userId) => change({ userId })} />
          <PeriodPickers search={search} onChange={change} />
        </>
      }
    >
      <HeatingReport heating={heating} failed={t('failed')} />
    </FiguresScreen>
  );
}
