import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconBellOff, IconFilter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { ListEmpty } from '@/components/lists/list-empty';
import { ListToolbar } from '@/components/lists/list-toolbar';
import { LoadMore } from '@/components/lists/load-more';
import { useAddress } from '@/lib/address-params';
import { formatCount } from '@/lib/format';
import { useAlarms } from '../api/get-alarms';
import { AlarmBulkActions } from '../components/alarm-bulk-actions';
import { AlarmDrawer } from '../components/alarm-drawer';
import { AlarmFilters } from '../components/alarm-filters';
import { AlarmsTable } from '../components/alarms-table';
import { NoteModal } from '../components/note-modal';
import { useAlarmChange } from '../components/use-alarm-change';
import {
  type AlarmsAddress,
  alarmsQueryOf,
  isFiltered,
  parseAlarmsAddress,
  SCOPES,
  scopeOf,
  withAlarmsAddress,
} from '../lib/alarms-address';

const PAGE_SIZE = 25;
const NONE: ReadonlySet<number> = new Set();

/**
 * `/alarms`: the open alarms first, filters and search kept in the address, "Load more" by keyset, and
 * acknowledge or clear (one or several) with a note; `?id=N` opens an alarm's detail over the list. The list
 * reloads by itself when alarms change (the header's live stream).
 */
export default function AlarmsRoute() {
  const { t } = useTranslation('alarms');
  const [address, changeAddress] = useAddress(parseAlarmsAddress, withAlarmsAddress);
  const query = alarmsQueryOf(address);
  const alarms = useAlarms(query, PAGE_SIZE);
  const rows = alarms.data?.pages.flatMap((page) => page.alarms) ?? [];
  // A selection belongs to the rows it was made in: other filters or another search start with none.
  const rowsKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ rowsKey: string; ids: ReadonlySet<number> }>();
  const selected = selection?.rowsKey === rowsKey ? selection.ids : NONE;
  const setSelected = (ids: ReadonlySet<number>) => setSelection({ rowsKey, ids });
  const change = useAlarmChange(() => setSelected(NONE));
  const filtered = isFiltered(address) || address.search !== '';
  const scope = scopeOf(address);
  const update = (next: Partial<AlarmsAddress>, replace = true) => changeAddress(next, { replace });

  const empty = filtered ? (
    <ListEmpty title={t('list.noMatch')} description={t('list.noMatchHint')} />
  ) : (
    <ListEmpty title={t('list.none')} description={t('list.noneHint')} icon={<IconBellOff size={24} />} />
  );

  return (
    <>
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <ListToolbar
        search={{ label: t('list.search'), value: address.search, onSearch: (search) => update({ search }) }}
      />
      <AlarmFilters address={address} onChange={update} filtered={isFiltered(address)} />
      {scope && (
        <Alert variant="light" color="blue" icon={<IconFilter size={18} />} mb="md">
          <Group justify="space-between" gap="xs">
            <Text fz="sm">{t('list.scoped', { what: t(`list.scopes.${scope}`) })}</Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => update(Object.fromEntries(SCOPES.map((key) => [key, undefined])))}
            >
              {t('list.showAll')}
            </Button>
          </Group>
        </Alert>
      )}
      <AlarmBulkActions
        selected={selected}
        radiatorIds={[
          ...new Set(rows.filter((alarm) => selected.has(alarm.id)).map((alarm) => alarm.radiator_id)),
        ]}
        onChange={(action) => change.ask(action, [...selected])}
        onClear={() => setSelected(NONE)}
      />
      <AlarmsTable
        query={alarms}
        alarms={rows}
        empty={empty}
        selected={selected}
        onSelect={setSelected}
        onOpen={(id) => update({ id }, false)}
        onChange={(action, alarm) => change.ask(action, [alarm.id])}
      />
      {rows.length > 0 && (
        <LoadMore
          shown={t('list.shown', { count: rows.length, formatted: formatCount(rows.length) })}
          pages={alarms}
        />
      )}
      <NoteModal {...change.modal} />
      {address.id !== undefined && (
        <AlarmDrawer key={address.id} alarmId={address.id} onClose={() => update({ id: undefined }, false)} />
      )}
    </>
  );
}
