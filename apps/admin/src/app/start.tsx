import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css';
import { App } from './App';
import { bootstrap } from './bootstrap';
import { preloadRoute } from './router';

/** Boots the operator app (identity config, theme from the URL, locale, session restore) and renders it. */
export async function startOperatorApp(root: HTMLElement): Promise<void> {
  // The route's chunk loads alongside the boot, not after it: no waterfall on the first screen.
  preloadRoute(window.location.pathname);
  await bootstrap();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
