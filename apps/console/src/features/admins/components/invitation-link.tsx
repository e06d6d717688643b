import { type Admin, HOUR_MS, INVITATION_LIFETIME_MS, type Invitation } from '@radiant/contract';
import { useTranslation } from 'react-i18next';
import { ShownOnce } from '@/components/ui/shown-once';
import { formatDateTime } from '@/lib/format';
import { nameOf } from '../lib/name-of';

type InvitationLinkProps = { admin: Admin; invitation: Invitation; onDone: () => void };

/** The link an invited admin chooses their password with: the server answers it once, so it shows once. */
export function InvitationLink({ admin, invitation, onDone }: InvitationLinkProps) {
  const { t } = useTranslation('admins');
  return (
    <ShownOnce
      intro={t(invitation.mailed ? 'invitation.introMailed' : 'invitation.intro', {
        name: nameOf(admin),
        email: admin.email,
      })}
      label={t('invitation.label')}
      value={invitation.url}
      warning={t('invitation.once', {
        hours: INVITATION_LIFETIME_MS / HOUR_MS,
        expiry: formatDateTime(invitation.expires_at),
      })}
      copy={{ label: t('invitation.copy'), copied: t('invitation.copied') }}
      done={{ label: t('invitation.done'), onDone }}
    />
  );
}
