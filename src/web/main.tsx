import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installAuthNoiseFilter } from './app/auth-noise-filter';
import { preloadFirstRoute } from './app/route-preload';
import { isAuthNoise } from './lib/auth-errors';
import './styles.css';

installAuthNoiseFilter();
preloadFirstRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container, {
  // Errors an error boundary caught are logged here once; "signed out" errors are not logged.
  onCaughtError(error, info) {
    if (!isAuthNoise(error)) console.error(error, info.componentStack);
  },
  onUncaughtError(error, info) {
    if (!isAuthNoise(error)) console.error(error, info.componentStack);
  },
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
