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
  return (
    <AppProviders>
      <DefaultTitle />
      <AppRouter />
      <FeedbackHost />
    </AppProviders>
  );
}
