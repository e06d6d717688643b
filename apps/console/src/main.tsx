import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { shellLoaded } from './app/i18n';
import { restoreSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount the console into.');

// The guard decides on the restored session, so it is read before the first render, with the shell's strings
// in another language than English. Not with a top-level await: the session's lazy chunk imports from the
// entry's own chunk, whose evaluation would then wait on it.
Promise.all([
  restoreSession().catch((error) => console.error('The stored session could not be restored.', error)),
  shellLoaded.catch((error) => console.error("The language's strings could not be loaded.", error)),
]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
