import { Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/lists/confirm-dialog';
import { SessionsTable } from '@/components/lists/sessions-table';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';
import { SettingsSection } from './settings-section';

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
  return (
    <SettingsSection title={t('sessions.title')} description={t('sessions.description')}>
      {blocked ? (
        <Text fz="sm" c="dimmed">
          {t('sessions.blocked')}
        </Text>
      ) : (
        <>
          <SessionsTable
            label={t('sessions.tableLabel')}
            query={sessions}
            ending={endSession.isPending ? endSession.variables : undefined}
            onEnd={(session) => endSession.mutate(session.id)}
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
