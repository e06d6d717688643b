import './app/styles.css';
import { paths, SCREENS } from '@/config/screens';
import { showToast } from '@/features/auth/gate/gate-fields';
import { loadGateStrings } from '@/features/auth/gate/gate-strings';
import { drawLoginGate } from '@/features/auth/gate/login-gate';
import { returnState, returnToOf } from '@/features/auth/lib/return-to';
import { startingLanguage } from '@/lib/preferences';

/**
 * The page's entry. Signed out at the login or at one of the console's screens, the page draws the login alone
 * (a few kilobytes, without React, Mantine or the console's client), loads the console while the admin types
 * and starts it once they are signed in, at the screen they asked for; anything else starts the console at
 * once, whose login route reloads the page when no one is signed in after all (an expired session).
 */
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount the console into.');

const startConsole = () => import('./main');

const { pathname } = window.location;
const atScreen = SCREENS.some((screen) => screen.path === pathname);

if ((pathname === paths.login || atScreen) && !localStorage.getItem('session')) {
  // As the console's guard does: the login's address, with the screen to come back to in the history entry
  // (under `usr`, where React Router keeps an entry's state).
  if (atScreen) window.history.replaceState({ usr: returnState(window.location) }, '', paths.login);
  const { language } = startingLanguage();
  // So that the console is there when the password is accepted.
  root.addEventListener('input', () => void startConsole(), { once: true });
  loadGateStrings(language).then(
    (t) => {
      const stop = drawLoginGate(root, {
        t,
        language,
        toast: (message) => showToast(message, t('common.close')),
        onSession: async (user) => {
          const { startConsoleSignedIn } = await startConsole();
          const returnTo = returnToOf((window.history.state as { usr?: unknown } | null)?.usr);
          await startConsoleSignedIn(user, () => {
            stop();
            window.history.replaceState(null, '', returnTo);
          });
        },
      });
    },
    (error) => {
      // Without its strings there are no words to draw the login in: the network is down, or a deploy replaced
      // the files this page names. A reload fetches them afresh.
      console.error("The login's strings could not be loaded.", error);
      root.textContent = 'The console could not be loaded. Reload the page to try again.';
    },
  );
} else {
  startConsole().then(({ startConsole: start }) => start());
}
