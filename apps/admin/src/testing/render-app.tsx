import { render, screen } from '@testing-library/react';
import { App } from '../app/App';
import { bootstrap } from '../app/bootstrap';

/** Boots the whole app as main.tsx does (identity config, URL theme, locale, session restore) at `url`. */
export async function renderApp(url = '/') {
  window.history.replaceState(null, '', url);
  await bootstrap(new URL(url, window.location.origin).search);
  const result = render(<App />);
  return { ...result, screen };
}
