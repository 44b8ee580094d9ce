import type { ReactNode } from 'react';
import { Link as RACLink, composeRenderProps, type LinkProps as RACLinkProps } from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone'] as const;

export interface LinkProps extends Pick<
  RACLinkProps,
  | 'href'
  | 'target'
  | 'rel'
  | 'onPress'
  | 'isDisabled'
  | 'routerOptions'
  | 'aria-label'
  | 'aria-current'
  | 'download'
  | 'id'
> {
  variant?: (typeof linkVariants)[number];
  className?: string;
  children: ReactNode;
}

export function Link({ variant = 'inline', className, target, rel, children, ...props }: LinkProps) {
  // A new tab must not get a handle on this page.
  const safeRel = target === '_blank' ? (rel ?? 'noopener noreferrer') : rel;
  return (
    <RACLink
      {...props}
      target={target}
      rel={safeRel}
      className={composeRenderProps(className, (outer) => cx(styles.variant[variant], outer))}
    >
      {children}
    </RACLink>
  );
}
