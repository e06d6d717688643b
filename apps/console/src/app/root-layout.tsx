import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { Outlet, useNavigation } from 'react-router';
import { ProgressBar } from '@/components/ui/progress-bar';

export function RootLayout() {
  const navigation = useNavigation();
  const requests = useIsFetching() + useIsMutating();
  return (
    <>
      <ProgressBar active={navigation.state !== 'idle' || requests > 0} />
      <Outlet />
    </>
  );
}

/** Shown while the first route chunk loads. */
export const RootLoading = () => <ProgressBar active />;
