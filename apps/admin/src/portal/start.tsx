import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css';
import { PortalApp } from './PortalApp';
import { preloadPortalPage } from './router';
import { initPortalLocale } from './stores/locale';

/** Fetches the visitor's texts (while the page's code downloads) and renders the portal. */
export async function startPortal(root: HTMLElement): Promise<void> {
  preloadPortalPage(window.location.pathname);
  await initPortalLocale();
  createRoot(root).render(
    <StrictMode>
      <PortalApp />
    </StrictMode>,
  );
}
