import { useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { UiProvider, useUiTheme } from '@backoffice/ui';
import { useCurrentLocale } from '../lib/i18n';

/**
 * Puts a screen story at `path` in an in-memory router, and routes the UI kit's links through it, so following a
 * link inside the workbench changes the story's route instead of leaving the page.
 */
export function StoryRoute({ path, children }: { path: string; children: ReactNode }) {
  const location = useMemo(() => memoryLocation({ path }), [path]);
  const { mode, themeStyle } = useUiTheme();
  const locale = useCurrentLocale();
  return (
    <Router hook={location.hook}>
      <UiProvider
        locale={locale}
        mode={mode}
        themeStyle={themeStyle}
        navigate={(href) => location.navigate(href)}
      >
        {children}
      </UiProvider>
    </Router>
  );
}
