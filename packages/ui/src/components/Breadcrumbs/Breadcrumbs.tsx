import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import {
  Breadcrumb as RACBreadcrumb,
  Breadcrumbs as RACBreadcrumbs,
  Link as RACLink,
  type BreadcrumbProps as RACBreadcrumbProps,
  type BreadcrumbsProps as RACBreadcrumbsProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { cx } from '../private/cx';
import { mirrorInRtl, ownDirectionText } from '../private/shared.css';
import { breadcrumbsStrings } from './Breadcrumbs.strings';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbsProps<T extends object> extends Pick<
  RACBreadcrumbsProps<T>,
  'items' | 'children' | 'dependencies' | 'isDisabled' | 'onAction'
> {
  /** Name of the navigation landmark; default 'Trilha de navegação' in the UiProvider locale. */
  'aria-label'?: string;
  className?: string;
}

/** Where the current page sits in the hierarchy: a `<nav>` with an ordered list of links; the last is the page itself. */
export function Breadcrumbs<T extends object>({
  'aria-label': ariaLabel,
  className,
  ...props
}: BreadcrumbsProps<T>) {
  const t = useUiStrings(breadcrumbsStrings);
  const label = ariaLabel ?? t('label');
  // RAC labels the list itself too; both get the same name so no default English or Portuguese text leaks in.
  return (
    <nav aria-label={label} className={cx(styles.nav, className)}>
      <RACBreadcrumbs {...props} aria-label={label} className={styles.list} />
    </nav>
  );
}

export interface BreadcrumbProps extends Pick<RACBreadcrumbProps, 'id'> {
  /** Target of the link; the last breadcrumb (the current page) is not a link and gets `aria-current="page"`. */
  href?: string;
  routerOptions?: RACLinkProps['routerOptions'];
  className?: string;
  children: ReactNode;
}

export function Breadcrumb({ href, routerOptions, className, children, ...props }: BreadcrumbProps) {
  return (
    <RACBreadcrumb {...props} className={cx(styles.item, className)}>
      {({ isCurrent }) => (
        <>
          <RACLink href={href} routerOptions={routerOptions} className={cx(styles.link, ownDirectionText)}>
            {children}
          </RACLink>
          {isCurrent ? null : (
            <ChevronRight size={16} aria-hidden className={cx(styles.separator, mirrorInRtl)} />
          )}
        </>
      )}
    </RACBreadcrumb>
  );
}
