import { useTranslation } from 'react-i18next';
import { SessionsTable } from '@/components/lists/sessions-table';
import { DimmedText } from '@/components/ui/dimmed-text';
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
  return (
    <SettingsSection title={t('sessions.title')} description={t('sessions.description')}>
      {blocked ? (
        <DimmedText>{t('sessions.blocked')}</DimmedText>
      ) : (
        <SessionsTable
          label={t('sessions.tableLabel')}
          query={sessions}
          ending={endSession.isPending ? endSession.variables : undefined}
          onEnd={(session) => endSession.mutate(session.id)}
          endAll={{
            label: t('sessions.signOutOthers'),
            confirm: (others) => ({
              name: t('sessions.signOutOthers'),
              title: t('sessions.signOutOthersTitle'),
              message: t('sessions.signOutOthersMessage', { count: others }),
              action: { label: t('sessions.signOutOthersConfirm', { count: others }), color: 'red' },
            }),
            pending: endOthers.isPending,
            onConfirm: (done) => endOthers.mutate(undefined, { onSettled: done }),
          }}
        />
      )}
    </SettingsSection>
  );
}
