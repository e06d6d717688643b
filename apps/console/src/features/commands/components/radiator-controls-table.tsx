import { Table, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import type { RadiatorControl } from '@radiant/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '@/components/lists/plain-table';
import { RecordLink } from '@/components/lists/record-link';
import { paths, withId } from '@/config/screens';
import { ControlStatus, HeatingState } from './heating-state';

/** Often enough for "asked 2 minutes ago" to move on time. */
const RETELL_MS = 30_000;

type RadiatorControlsTableProps = {
  radiators: RadiatorControl[];
  /** Rooms link to their page, except on the room's own. */
  linkRooms: boolean;
};

/** A row per radiator: where it is, what it was asked, what its gateway reported, and whether they agree. */
export function RadiatorControlsTable({ radiators, linkRooms }: RadiatorControlsTableProps) {
  const { t } = useTranslation('commands');
  const [now, setNow] = useState(Date.now);
  useInterval(() => setNow(Date.now()), RETELL_MS, { autoInvoke: true });
  const spansHomes = new Set(radiators.map((radiator) => radiator.home.id)).size > 1;
  return (
    <PlainTable
      label={t('control.tableLabel')}
      minWidth={spansHomes ? 640 : 540}
      maxHeight="32rem"
      verticalSpacing={6}
      fz="sm"
      stickyHeader
      headers={[
        t('control.columns.radiator'),
        spansHomes && t('control.columns.home'),
        t('control.columns.desired'),
        t('control.columns.reported'),
        t('control.columns.status'),
      ]}
    >
      {radiators.map((radiator) => (
        <Table.Tr key={radiator.radiator_id} style={{ verticalAlign: 'top' }}>
          <Table.Td>
            {linkRooms ? (
              <RecordLink to={withId(paths.roomDetails, radiator.room.id)}>{radiator.room.name}</RecordLink>
            ) : (
              <Text fz="sm" fw={600}>
                {radiator.room.name}
              </Text>
            )}
            <Text fz="xs" c="dimmed" dir="auto" style={{ whiteSpace: 'nowrap' }}>
              {t('control.radiator', { id: radiator.radiator_id })}
            </Text>
          </Table.Td>
          {spansHomes && <Table.Td>{radiator.home.name}</Table.Td>}
          <Table.Td>
            <HeatingState radiator={radiator} side="desired" now={now} />
          </Table.Td>
          <Table.Td>
            <HeatingState radiator={radiator} side="reported" now={now} />
          </Table.Td>
          <Table.Td>
            <ControlStatus radiator={radiator} />
          </Table.Td>
        </Table.Tr>
      ))}
    </PlainTable>
  );
}
