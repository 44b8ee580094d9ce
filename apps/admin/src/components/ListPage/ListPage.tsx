import type { ReactNode, Ref } from 'react';
import { Heading, Text } from '@backoffice/ui';
import { useDocumentTitle } from '../../lib/document-title';
import * as styles from './ListPage.css';

/** The id of a list screen's title: the screen is named by it, and focus may go back to it. */
export const LIST_TITLE_ID = 'page-title';

export interface ListPageProps {
  /** The screen's title (h1), also the document's title. */
  title: string;
  /** One sentence under the title about what the list holds. */
  intro?: string;
  /** The primary action beside the title (e.g. creating a row), or nothing. */
  action?: ReactNode;
  /** Between the header and the toolbar: something about the list as a whole (e.g. why a delete was refused). */
  notice?: ReactNode;
  /** The search and the filters; without it there is no toolbar. */
  toolbar?: ReactNode;
  /** Makes the toolbar a search landmark of this name. */
  toolbarLabel?: string;
  /** Space between the toolbar's controls: 'md' between fields, 'xl' between groups of options. */
  toolbarGap?: 'md' | 'xl';
  /** Makes the results a focus target (tabindex -1), e.g. after the focused row's delete button is gone. */
  resultsRef?: Ref<HTMLDivElement>;
  /** The results: an error, the loading placeholders, an empty state or the table with its pagination. */
  children: ReactNode;
  /** The screen's dialogs (they open above the screen). */
  dialogs?: ReactNode;
}

/**
 * The frame of a server-side list screen (users, workspaces, templates): a section named by its title, the header
 * with the intro and the primary action, an optional notice, the toolbar, the results and the dialogs.
 */
export function ListPage({
  title,
  intro,
  action,
  notice,
  toolbar,
  toolbarLabel,
  toolbarGap = 'md',
  resultsRef,
  children,
  dialogs,
}: ListPageProps) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby={LIST_TITLE_ID} className={styles.page}>
      <header className={intro ? styles.header.withIntro : styles.header.titleOnly}>
        <div className={styles.titles}>
          <Heading level={1} size="xl" id={LIST_TITLE_ID} className={styles.heading}>
            {title}
          </Heading>
          {intro ? <Text tone="muted">{intro}</Text> : null}
        </div>
        {action}
      </header>
      {notice}
      {toolbar ? (
        <div
          className={styles.toolbar[toolbarGap]}
          {...(toolbarLabel ? { role: 'search', 'aria-label': toolbarLabel } : {})}
        >
          {toolbar}
        </div>
      ) : null}
      <div ref={resultsRef} tabIndex={resultsRef ? -1 : undefined} className={styles.results}>
        {children}
      </div>
      {dialogs}
    </section>
  );
}
