import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/screens';
import { useSessionUser } from '@/lib/session';

/** Guards every private route; it also reacts when a 401 ends the session mid-use. */
export function RequireAuth() {
  return useSessionUser() ? <Outlet /> : <Navigate to={paths.login} replace />;
}
