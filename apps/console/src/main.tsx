import type { SessionUser } from '@radiant/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { shellLoaded } from './app/i18n';
import { restoreSession, startSession } from './lib/session';

// Loaded by boot.ts: at once, or after the login drawn without React once the admin has signed in.

const loaded = shellLoaded.catch((error) =>
  console.error("The language's strings could not be loaded.", error),
);

function render() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element to mount the console into.');
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/**
 * Starts the console on the stored session (if any): the guard decides on it, so it is read before the first
 * render, with the shell's strings in another language than English.
 */
export async function startConsole(): Promise<void> {
  await Promise.all([
    restoreSession().catch((error) => console.error('The stored session could not be restored.', error)),
    loaded,
  ]);
  render();
}

/** Starts the console for an admin who has just signed in; `beforeRender` leaves the login's page to it. */
export async function startConsoleSignedIn(user: SessionUser, beforeRender: () => void): Promise<void> {
  await Promise.all([startSession(user), loaded]);
  beforeRender();
  render();
}
