import { Children, createContext, useContext, type ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { cx } from '../private/cx';
import { mirrorInRtl, ownDirectionText } from '../private/shared.css';
import { breadcrumbsStrings } from './Breadcrumbs.strings';
import * as styles from './Breadcrumbs.css';

// The same breadcrumbs as ./Breadcrumbs (same look, same markup: a named <nav> with a named <ol>, the last item the
// current page, aria-current and not a link), on plain React instead of React Aria's collections: a screen whose first
// load needs nothing else of those collections (the voting detail) saves their ≈4 KB. Static children only.

const IsCurrent = createContext(false);

export interface LightBreadcrumbsProps {
  /** Name of the navigation landmark; default 'Trilha de navegação' in the UiProvider locale. */
  'aria-label'?: string;
  className?: string;
  /** LightBreadcrumb elements; the last one is the current page. */
  children: ReactNode;
}

/** Where the current page sits in the hierarchy: a `<nav>` with an ordered list of links; the last is the page itself. */
export function LightBreadcrumbs({ 'aria-label': ariaLabel, className, children }: LightBreadcrumbsProps) {
  const t = useUiStrings(breadcrumbsStrings);
  const label = ariaLabel ?? t('label');
  const items = Children.toArray(children);
  return (
    <nav aria-label={label} className={cx(styles.nav, className)}>
      <ol aria-label={label} className={styles.list}>
        {items.map((item, index) => (
          <IsCurrent.Provider key={index} value={index === items.length - 1}>
            {item}
          </IsCurrent.Provider>
        ))}
      </ol>
    </nav>
  );
}

export interface LightBreadcrumbProps {
  /** Target of the link; the last breadcrumb (the current page) is not a link and gets `aria-current="page"`. */
  href?: string;
  routerOptions?: RACLinkProps['routerOptions'];
  className?: string;
  children: ReactNode;
}

export function LightBreadcrumb({ href, routerOptions, className, children }: LightBreadcrumbProps) {
  const isCurrent = useContext(IsCurrent);
  return (
    <li
      className={cx(styles.item, className)}
      data-disabled={isCurrent || undefined}
      data-current={isCurrent || undefined}
    >
      <RACLink
        href={href}
        routerOptions={routerOptions}
        aria-current={isCurrent ? 'page' : undefined}
        isDisabled={isCurrent}
        className={cx(styles.link, ownDirectionText)}
      >
        {children}
      </RACLink>
      {isCurrent ? null : (
        <ChevronRight size={16} aria-hidden className={cx(styles.separator, mirrorInRtl)} />
      )}
    </li>
  );
}
