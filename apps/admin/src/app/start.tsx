import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import './global.css';
import { App } from './App';
import { bootstrap } from './bootstrap';
import { renderState } from './prerender-state';
import { preloadRoute } from './router';

/** Boots the operator app (identity config, theme from the URL, locale, session restore) and renders it. */
export async function startOperatorApp(root: HTMLElement): Promise<Root> {
  // The route's chunk loads alongside the boot, not after it: no waterfall on the first screen.
  const route = preloadRoute(window.location.pathname);
  await bootstrap();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A page prerendered at build (/signin: signin.html, see prerender.tsx) is hydrated when this visit renders it as
  // the build did; otherwise (another language remembered, another theme, a signed-in user) it is rendered afresh,
  // which replaces the prerendered markup in the same commit.
  const prerendered = root.dataset.prerendered;
  if (prerendered !== undefined && prerendered === renderState(window.location.pathname)) {
    await route; // hydrated with the route's component at hand, in one pass
    return hydrateRoot(root, app);
  }
  const fresh = createRoot(root);
  fresh.render(app);
  return fresh;
}
