import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '@/config/screens';
import { useSessionUser } from '@/lib/session';
import { AuthLayout } from '../components/auth-layout';
import { LoginForm } from '../components/login-form';

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  if (useSessionUser()) return <Navigate to={paths.home} replace />;

  return (
    <AuthLayout title={t('auth.title')} subtitle={t('auth.subtitle')}>
      <LoginForm />
    </AuthLayout>
  );
}
