import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Toasts: top centre, three at once, three seconds each (spec §2). Loaded with the first toast. */
export default function Toaster() {
  return <Notifications position="top-center" limit={3} autoClose={3000} />;
}
