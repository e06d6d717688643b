import '@/components/ui/screen-styles.css';
import { Outlet } from 'react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { useMeCheck } from '@/lib/auth';

export default function AppShellRoute() {
  useMeCheck();
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}
