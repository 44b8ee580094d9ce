import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './global.css';
import { App } from './App';
import { bootstrap } from './bootstrap';

/** Boots the operator app (identity config, theme from the URL, locale, session restore) and renders it. */
export async function startOperatorApp(root: HTMLElement): Promise<void> {
  await bootstrap();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
