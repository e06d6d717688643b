import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { lazyPart } from '@/components/ui/lazy-part';
import { useSessionUser } from '@/lib/session';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';
import { useReturnTo } from '../lib/return-to';

/** The code step, which most sign-ins never reach: loaded once the password asks for it. */
const SecondFactorForm = lazyPart(
  () => import('../components/second-factor-form').then((module) => module.SecondFactorForm),
  160,
);

/** The password, then (for an admin who signs in with a second factor) the code, on the same screen. */
export default function LoginRoute() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [challenge, setChallenge] = useState<string>();
  const returnTo = useReturnTo();
  if (useSessionUser()) return <Navigate to={returnTo} replace />;

  if (challenge) {
    return (
      <AuthLayout title={t('secondFactor.title')} subtitle={t('secondFactor.subtitle')}>
        <SecondFactorForm challenge={challenge} onBack={() => setChallenge(undefined)} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.title')} subtitle={t('auth.subtitle')}>
      <LoginForm
        email={email}
        onChallenge={(nextChallenge, typedEmail) => {
          setEmail(typedEmail);
          setChallenge(nextChallenge);
        }}
      />
    </AuthLayout>
  );
}
