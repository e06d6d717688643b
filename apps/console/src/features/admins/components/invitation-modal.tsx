import { Button, Group, Text } from '@mantine/core';
import type { Admin } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/forms/form-modal';
import { useInviteAdmin } from '../api/change-admins';
import { nameOf } from '../lib/name-of';
import { InvitationLink } from './invitation-link';

/**
 * A new invitation link for an admin: asked for first, since it ends the earlier link, then shown once like
 * the first one.
 */
export function InvitationModal({ admin, onClose }: { admin: Admin; onClose: () => void }) {
  const { t } = useTranslation('admins');
  const invite = useInviteAdmin();
  const answer = invite.data?.data;
  return (
    <FormModal
      title={answer ? t('invitation.title', { name: nameOf(admin) }) : t('invitation.newTitle')}
      showingOnce={answer !== undefined}
      onClose={onClose}
    >
      {answer ? (
        <InvitationLink {...answer} onDone={onClose} />
      ) : (
        <>
          <Text>{t('invitation.newIntro', { name: nameOf(admin) })}</Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose} disabled={invite.isPending}>
              {t('lists.cancel')}
            </Button>
            <Button loading={invite.isPending} onClick={() => invite.mutate(admin.id)} data-autofocus>
              {t('invitation.create')}
            </Button>
          </Group>
        </>
      )}
    </FormModal>
  );
}
