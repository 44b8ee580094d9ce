import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { PortalApp } from './app/PortalApp';
import { preloadPortalPage } from './app/router';
import { initPortalLocale } from './app/stores/locale';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

/** Fetches the visitor's texts (while the page's code downloads) and renders the portal. */
async function startPortal(element: HTMLElement): Promise<void> {
  preloadPortalPage(window.location.pathname);
  await initPortalLocale();
  createRoot(element).render(
    <StrictMode>
      <PortalApp />
    </StrictMode>,
  );
}

void startPortal(root);
