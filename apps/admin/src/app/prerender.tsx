import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import './global.css';
import { App } from './App';
import { renderState } from './prerender-state';

// The build's prerender (packages/app-common/vite/prerender.mjs, apps/admin/vite.config.ts): the real app rendered
// to HTML at build time, as a first visit sees it — pt-BR (the default language), the default theme, nobody signed
// in. dist/signin.html holds /signin's markup, which the API serves for /signin; the client hydrates it
// (start.tsx), so the form paints with the HTML and its CSS, before any JavaScript runs.

/** The markup of the app at `url` (a path), every lazy route resolved, and the state it was rendered in. */
export async function render(url: string): Promise<{ html: string; state: string }> {
  // The same tree start.tsx renders; wouter reads the path from `ssrPath` here (there is no window.location).
  const { prelude } = await prerender(
    <Router ssrPath={url}>
      <StrictMode>
        <App />
      </StrictMode>
    </Router>,
  );
  const reader = prelude.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    html += decoder.decode(read.value, { stream: true });
  }
  html += decoder.decode();
  // React adds an inline script replaying a form submitted before hydration; the page's CSP allows no inline script
  // (and the sign-in's submit before hydration is meant to go nowhere: SignInPage's action).
  html = html.replace(/<script>[^<]*<\/script>/g, '');
  return { html, state: renderState(url) };
}
