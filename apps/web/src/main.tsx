import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
const root = createRoot(container);

// The shell's strings load in parallel with nothing else to wait for; a failure still renders
// (i18next falls back to the keys) rather than leaving a blank page.
void i18nReady
  .catch((error: unknown) => console.error('Failed to load translations', error))
  .then(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
