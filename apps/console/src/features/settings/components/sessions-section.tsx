import { Badge, Button, Group, Text } from '@mantine/core';
import type { Session } from '@radiant/contract';
import { IconDevices, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/lists/confirm-dialog';
import { ListEmpty } from '@/components/lists/list-empty';
import { RecordTable } from '@/components/lists/record-table';
import { RowAction } from '@/components/lists/row-action';
import { formatDateTime } from '@/lib/format';
import { timeAgo } from '@/lib/time-ago';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';
import { SettingsSection } from './settings-section';

/** "3 hours ago" as of `now`, with the instant itself in its tooltip and for machines. */
function When({ at, now }: { at: string; now: number }) {
  const { t } = useTranslation('settings');
  const ago = timeAgo(now - Date.parse(at));
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {ago
        ? t('sessions.ago', { ago: ago.value, formatParams: { ago: { range: ago.unit } } })
        : t('sessions.now')}
    </time>
  );
}

/**
 * The browsers the admin is signed in on: any but this one can be signed out, one at a time or all at once.
 * While an owner requires a second factor the admin has not set up, the server lists none, so nor does this.
 */
export function SessionsSection({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation('settings');
  const sessions = useSessions({ enabled: !blocked });
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const [askingAll, setAskingAll] = useState(false);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  // Times read as of the list's arrival: it reloads often enough (on each visit, after each change).
  const now = sessions.dataUpdatedAt;

  const browserOf = (session: Session) => session.browser || t('sessions.unknownBrowser');
  return (
    <SettingsSection title={t('sessions.title')} description={t('sessions.description')}>
      {blocked ? (
        <Text fz="sm" c="dimmed">
          {t('sessions.blocked')}
        </Text>
      ) : (
        <>
          <RecordTable
            label={t('sessions.tableLabel')}
            minWidth={720}
            query={sessions}
            records={sessions.data ?? []}
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
                      <Badge variant="light" color="teal" radius="sm" size="sm" miw="max-content">
                        {t('sessions.thisBrowser')}
                      </Badge>
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
                cell: (session) => <When at={session.signed_in_at} now={now} />,
              },
              {
                header: t('sessions.columns.lastUsed'),
                cell: (session) =>
                  session.last_used_at ? (
                    <When at={session.last_used_at} now={now} />
                  ) : (
                    <Text fz="sm" c="dimmed">
                      {t('sessions.notUsed')}
                    </Text>
                  ),
              },
            ]}
            actions={(session) =>
              !session.current && (
                <RowAction
                  label={t('sessions.signOutOf', { browser: browserOf(session) })}
                  icon={<IconLogout size={18} />}
                  color="red"
                  disabled={endSession.isPending && endSession.variables === session.id}
                  onClick={() => endSession.mutate(session.id)}
                />
              )
            }
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconLogout size={16} />}
              disabled={others === 0}
              onClick={() => setAskingAll(true)}
            >
              {t('sessions.signOutOthers')}
            </Button>
          </Group>
          <ConfirmDialog
            name={askingAll ? t('sessions.signOutOthers') : undefined}
            title={t('sessions.signOutOthersTitle')}
            message={t('sessions.signOutOthersMessage', { count: others })}
            action={{ label: t('sessions.signOutOthersConfirm', { count: others }), color: 'red' }}
            pending={endOthers.isPending}
            onClose={() => setAskingAll(false)}
            onConfirm={() => endOthers.mutate(undefined, { onSettled: () => setAskingAll(false) })}
          />
        </>
      )}
    </SettingsSection>
  );
}
