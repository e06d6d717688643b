import { Button, Group, Text } from '@mantine/core';
import type { Session } from '@radiant/contract';
import { IconDevices, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/ui/relative-time';
import { Tag } from '@/components/ui/tag';
import { ConfirmedAction, type Question } from './confirmed-action';
import { ListEmpty } from './list-empty';
import type { ListQueryState } from './list-table';
import { RecordTable } from './record-table';
import { RowAction } from './row-action';

type SessionsTableProps = {
  /** The table's accessible name. */
  label: string;
  query: ListQueryState & { data?: Session[]; dataUpdatedAt: number };
  /** Signs a session out; the one making the request cannot be (signing out is for that). */
  onEnd: (session: Session) => void;
  /** The session whose sign-out is under way. */
  ending?: number;
  /** A button below that signs out every session but the current one, asked first (told how many). */
  endAll?: {
    label: string;
    color?: string;
    confirm: (others: number) => Question;
    pending: boolean;
    onConfirm: (done: () => void) => void;
  };
};

/** Signed-in browsers: which, from where, since when and last used when, each with its own sign-out. */
export function SessionsTable({ label, query, onEnd, ending, endAll }: SessionsTableProps) {
  const { t } = useTranslation();
  // Times read as of the list's arrival: it reloads after every change.
  const now = query.dataUpdatedAt;
  const browserOf = (session: Session) => session.browser || t('sessions.unknownBrowser');
  const others = query.data?.filter((session) => !session.current).length ?? 0;
  return (
    <>
      <RecordTable
        label={label}
        minWidth={640}
        query={query}
        records={query.data ?? []}
        empty={<ListEmpty title={t('sessions.none')} icon={<IconDevices size={24} />} />}
        nameOf={browserOf}
        columns={[
          {
            header: t('sessions.columns.browser'),
            cell: (session) => (
              <Group gap="xs" wrap="nowrap">
                <Text fz="sm" fw={600} dir="auto">
                  {browserOf(session)}
                </Text>
                {session.current && (
                  <Tag color="teal" size="sm">
                    {t('sessions.thisBrowser')}
                  </Tag>
                )}
              </Group>
            ),
          },
          {
            header: t('sessions.columns.address'),
            cell: (session) => (
              <Text fz="sm" dir="ltr" ta="start" ff="monospace">
                {session.address}
              </Text>
            ),
          },
          {
            header: t('sessions.columns.signedIn'),
            cell: (session) => <RelativeTime at={session.signed_in_at} now={now} />,
          },
          {
            header: t('sessions.columns.lastUsed'),
            cell: (session) => (
              <RelativeTime at={session.last_used_at} now={now} never={t('sessions.notUsed')} />
            ),
          },
        ]}
        actions={(session) =>
          !session.current && (
            <RowAction
              label={t('sessions.signOutOf', { browser: browserOf(session) })}
              icon={<IconLogout size={18} />}
              color="red"
              disabled={ending === session.id}
              onClick={() => onEnd(session)}
            />
          )
        }
      />
      {endAll && (
        <Group justify="flex-end">
          <ConfirmedAction
            trigger={(ask) => (
              <Button
                variant="default"
                color={endAll.color}
                leftSection={<IconLogout size={16} />}
                disabled={others === 0}
                onClick={ask}
              >
                {endAll.label}
              </Button>
            )}
            confirm={endAll.confirm(others)}
            pending={endAll.pending}
            onConfirm={endAll.onConfirm}
          />
        </Group>
      )}
    </>
  );
}
