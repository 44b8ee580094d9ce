import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import {
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosureGroup as RACDisclosureGroup,
  DisclosurePanel,
  Heading,
  composeRenderProps,
  type DisclosureGroupProps as RACDisclosureGroupProps,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Pick<
  RACDisclosureProps,
  'id' | 'isExpanded' | 'defaultExpanded' | 'onExpandedChange' | 'isDisabled'
> {
  /** The always-visible title; it is the text of the button that opens and closes the panel. */
  title: ReactNode;
  /** Level of the heading around the button, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
  /** The panel content, shown while expanded. */
  children: ReactNode;
}

/** A section whose content opens and closes under its title. Inside a DisclosureGroup it becomes an accordion item. */
export function Disclosure({ title, headingLevel = 3, className, children, ...props }: DisclosureProps) {
  return (
    <RACDisclosure
      {...props}
      className={composeRenderProps(className, (outer) => cx(styles.disclosure, outer))}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <RACButton slot="trigger" className={styles.trigger}>
          <span className={styles.title}>{title}</span>
          <ChevronDown size={20} aria-hidden className={styles.chevron} />
        </RACButton>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </RACDisclosure>
  );
}

export interface DisclosureGroupProps extends Pick<
  RACDisclosureGroupProps,
  'allowsMultipleExpanded' | 'expandedKeys' | 'defaultExpandedKeys' | 'onExpandedChange' | 'isDisabled' | 'id'
> {
  className?: string;
  /** Disclosures, each with an `id` (the key in `expandedKeys`). */
  children: ReactNode;
}

/** An accordion: one Disclosure open at a time, or several with `allowsMultipleExpanded`. */
export function DisclosureGroup({ className, ...props }: DisclosureGroupProps) {
  return (
    <RACDisclosureGroup
      {...props}
      className={composeRenderProps(className, (outer) => cx(styles.group, outer))}
    />
  );
}
