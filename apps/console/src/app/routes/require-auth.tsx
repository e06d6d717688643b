import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/screens';
import { returnState } from '@/features/auth/lib/return-to';
import { followServerLanguage } from '@/lib/language-choice';
import { useSessionUser, wasSignedOut } from '@/lib/session';

/**
 * Guards every private route; it also reacts when a 401 ends the session mid-use. While an owner requires a
 * second factor that the admin has yet to set up, Settings is the one screen whose calls the server answers.
 */
export function RequireAuth() {
  const user = useSessionUser();
  const location = useLocation();
  const { pathname } = location;
  const userId = user?.id;
  // Once signed in, the language the admin chose on the server follows them into this browser.
  useEffect(() => {
    if (userId === undefined) return;
    followServerLanguage().catch((error) => console.warn('The saved language could not be read.', error));
  }, [userId]);
  // The login comes back here once signed in (a link opened signed out, a session that ended mid-use); after
  // a sign-out it starts afresh at the dashboard.
  if (!user) {
    return <Navigate to={paths.login} replace state={wasSignedOut() ? undefined : returnState(location)} />;
  }
  if (user.mfa_setup_required && pathname !== paths.settings)
    return <Navigate to={paths.twoFactor} replace />;
  return <Outlet />;
}
