import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal, Stack, Text } from '@mantine/core';
import type { Admin } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { SessionsTable } from '@/components/lists/sessions-table';
import { useAdminSessions, useEndAdminSession, useEndAllAdminSessions } from '../api/admin-sessions';
import { nameOf } from '../lib/name-of';

/**
 * The browsers an admin is signed in on, each of which the owner can sign out, or all at once (a lost laptop,
 * someone leaving). A signed-out browser shows the login at its next step.
 */
export function SessionsModal({ admin, onClose }: { admin: Admin; onClose: () => void }) {
  const { t } = useTranslation('admins');
  const sessions = useAdminSessions(admin.id);
  const endSession = useEndAdminSession(admin.id);
  const endAll = useEndAllAdminSessions(admin.id);
  const name = nameOf(admin);
  return (
    <Modal opened onClose={onClose} title={t('sessions.of', { name })} size="xl" radius="lg" centered>
      <Stack gap="md">
        <Text fz="sm">{t('sessions.intro', { name })}</Text>
        <SessionsTable
          label={t('sessions.of', { name })}
          query={sessions}
          onEnd={(session) => endSession.mutate(session.id)}
          ending={endSession.isPending ? endSession.variables : undefined}
          endAll={{
            label: t('sessions.endAll'),
            color: 'red',
            confirm: (others) => ({
              name,
              title: t('sessions.endAllTitle'),
              message: t('sessions.endAllMessage', { name, count: others }),
              action: { label: t('sessions.endAllConfirm'), color: 'red' },
            }),
            pending: endAll.isPending,
            onConfirm: (done) => endAll.mutate(admin.id, { onSettled: done }),
          }}
        />
      </Stack>
    </Modal>
  );
}
