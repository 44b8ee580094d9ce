import { useEffect } from 'react';
import { useDocumentTitle } from '../lib/document-title';
import { FeedbackHost } from './FeedbackHost';
import { AppProviders } from './providers';
import { AppRouter } from './router';

function DefaultTitle() {
  // Screens set their own title; this is the default before any does.
  useDocumentTitle();
  return null;
}

export function App() {
  // Rendered (a prerendered page hydrated, or rendered over): the page's start script makes again a submit it held
  // until now (packages/app-common/vite/prerender.mjs), which the app now takes.
  useEffect(() => {
    document.dispatchEvent(new Event('prerendered:started'));
  }, []);
  return (
    <AppProviders>
      <DefaultTitle />
      <AppRouter />
      <FeedbackHost />
    </AppProviders>
  );
}
