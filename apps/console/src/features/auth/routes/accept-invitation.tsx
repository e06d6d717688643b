import '@mantine/core/styles/Alert.css';
import { Alert, Button, Loader } from '@mantine/core';
import { HOUR_MS, INVITATION_LIFETIME_MS } from '@radiant/contract';
import { IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/screens';
import { isGoneLink, useInvitation } from '../api/accept-invitation';
import { AcceptInvitationForm } from '../components/accept-invitation-form';
import { AuthLayout } from '../components/auth-layout';
import { CodeStep } from '../components/code-step';
import { invitationTokenOf } from '../lib/invitation-token';

/** Why a link cannot be used: cut short, or used up or expired. */
function BrokenLink({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Alert variant="light" color="ember" icon={<IconLinkOff size={20} />} title={title}>
        {message}
      </Alert>
      <Button component={Link} to={paths.login} variant="default" fullWidth>
        {t('invitation.toLogin')}
      </Button>
    </>
  );
}

/**
 * `/accept-invitation#token=…`, outside the login guard: an invited admin chooses a password and is signed in,
 * or (an admin with a second factor, whose link reset their password) asked for their code, as at the login.
 * A signed-in visitor may use it too; the new admin's session then takes the place of theirs.
 */
export default function AcceptInvitationRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const token = invitationTokenOf(useLocation().hash);
  const invitation = useInvitation(token ?? '');
  // Kept by token: a newer link pasted into this tab (only the fragment changes) brings the form back.
  const [goneToken, setGoneToken] = useState<string>();
  const [challenge, setChallenge] = useState<string>();

  if (challenge) {
    // The password is set and the link used up: going back means signing in with the new password.
    return (
      <AuthLayout title={t('secondFactor.title')} subtitle={t('invitation.secondFactor')}>
        <CodeStep challenge={challenge} onBack={() => navigate(paths.login, { replace: true })} />
      </AuthLayout>
    );
  }

  const body = () => {
    if (!token) {
      return <BrokenLink title={t('invitation.incompleteTitle')} message={t('invitation.incomplete')} />;
    }
    if (goneToken === token || isGoneLink(invitation.error)) {
      const hours = INVITATION_LIFETIME_MS / HOUR_MS;
      return <BrokenLink title={t('invitation.goneTitle')} message={t('invitation.gone', { hours })} />;
    }
    if (invitation.isPending) return <Loader mx="auto" aria-label={t('invitation.checking')} />;
    return (
      <AcceptInvitationForm
        token={token}
        email={invitation.data?.email}
        onGone={() => setGoneToken(token)}
        onChallenge={setChallenge}
      />
    );
  };

  const greeting = invitation.data
    ? t('invitation.greeting', { name: invitation.data.first_name })
    : t('invitation.title');
  return (
    <AuthLayout title={greeting} subtitle={t('invitation.subtitle')}>
      {body()}
    </AuthLayout>
  );
}
