import './app/styles.css';
import './app/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { restoreSession } from './lib/session';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount the console into.');

// The guard decides on the restored session, so it is read before the first render. Not with a top-level
// await: the session's lazy chunk imports from the entry's own chunk, whose evaluation would then wait on it.
restoreSession()
  .catch((error) => console.error('The stored session could not be restored.', error))
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
