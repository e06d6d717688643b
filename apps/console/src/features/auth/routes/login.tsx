import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSessionUser } from '@/lib/session';
import { returnToOf } from '../lib/return-to';

/**
 * The login's address inside the console: signed in, on to the screen to return to; signed out (a sign-out,
 * a session that ended, a link opened without one), the page loads again and boot.ts draws the login without
 * the console. The history entry keeps the screen to come back to.
 */
export default function LoginRoute() {
  const user = useSessionUser();
  const { state } = useLocation();
  useEffect(() => {
    if (!user) window.location.reload();
  }, [user]);
  return user ? <Navigate to={returnToOf(state)} replace /> : null;
}
