import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/screens';
import { useSessionUser } from '@/lib/session';

/**
 * Guards every private route; it also reacts when a 401 ends the session mid-use. While an owner requires a
 * second factor that the admin has yet to set up, Settings is the one screen whose calls the server answers.
 */
export function RequireAuth() {
  const user = useSessionUser();
  const { pathname } = useLocation();
  if (!user) return <Navigate to={paths.login} replace />;
  if (user.mfa_setup_required && pathname !== paths.settings)
    return <Navigate to={paths.twoFactor} replace />;
  return <Outlet />;
}
