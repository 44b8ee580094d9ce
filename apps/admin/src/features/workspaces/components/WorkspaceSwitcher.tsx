import { lazy, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { LazyPopup } from '@backoffice/app-common';
import { Button } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { sessionStore } from '@admin/stores/session';
import { resetSwitcher } from '../stores/switcher';
import * as styles from './WorkspaceSwitcher.css';
import { WorkspaceTriggerFace } from './workspace-trigger';

const loadPopup = () => import('./WorkspaceSwitcherPopup');
const WorkspaceSwitcherPopup = lazy(loadPopup);

/**
 * Shows the current workspace; opens a dialog to search (whole text or every word, ignoring case and accents),
 * sort (name or creation date, either direction) and choose another, which changes it and reloads the page. The
 * button is drawn at once; the dialog's code (its own chunk: popover, search field, select, list box) loads when the
 * button is reached for.
 */
export function WorkspaceSwitcher() {
  const t = useT();
  const { user } = useSnapshot(sessionStore);
  const currentName = user?.workspace?.name ?? t('workspaces.none');
  // A search or sort lasts while the switcher is on screen; closing it (or leaving) starts the next one afresh.
  useEffect(() => resetSwitcher, []);
  return (
    <LazyPopup
      load={loadPopup}
      standIn={({ ref, onPress }) => (
        <Button
          ref={ref}
          variant="ghost"
          aria-label={t('workspaces.trigger', { name: currentName })}
          aria-expanded={false}
          className={styles.trigger}
          onPress={onPress}
        >
          <WorkspaceTriggerFace name={currentName} />
        </Button>
      )}
    >
      <WorkspaceSwitcherPopup openAtOnce />
    </LazyPopup>
  );
}
