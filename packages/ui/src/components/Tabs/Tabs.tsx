import type { ReactNode } from 'react';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  composeRenderProps,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import { useNumberFormatter } from 'react-aria';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/shared.css';
import * as styles from './Tabs.css';

export interface TabsProps extends Pick<
  RACTabsProps,
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'isDisabled'
  | 'disabledKeys'
  | 'keyboardActivation'
  | 'id'
> {
  className?: string;
  /** A TabList followed by one TabPanel per tab. */
  children: ReactNode;
}

/** Horizontal tabs: arrows move between tabs (Home/End to the ends), the selected tab shows its panel. */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={cx(styles.tabs, className)} />;
}

export interface TabListProps<T extends object> extends Pick<
  RACTabListProps<T>,
  'items' | 'children' | 'dependencies' | 'aria-label' | 'aria-labelledby'
> {
  className?: string;
}

/** The row of tabs; it scrolls sideways when the tabs do not fit (phones). Name it with `aria-label`. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <RACTabList {...props} className={cx(styles.tabList, className)} />;
}

export interface TabProps extends Pick<RACTabProps, 'id' | 'isDisabled' | 'href' | 'aria-label'> {
  /** A count shown as a badge after the label, e.g. 12 pending items; read as 'Pendentes (12)'. */
  count?: number;
  className?: string;
  children: ReactNode;
}

export function Tab({ count, className, children, ...props }: TabProps) {
  const numberFormatter = useNumberFormatter();
  return (
    <RACTab {...props} className={composeRenderProps(className, (outer) => cx(styles.tab, outer))}>
      <span className={styles.label}>{children}</span>
      {count != null ? (
        <>
          {/* One text node, so every browser reads 'Pendentes (12)'; the badge itself is only visual. */}
          <span className={visuallyHidden}>{` (${numberFormatter.format(count)})`}</span>
          <span className={styles.count} aria-hidden="true">
            {numberFormatter.format(count)}
          </span>
        </>
      ) : null}
    </RACTab>
  );
}

export interface TabPanelProps extends Pick<RACTabPanelProps, 'id' | 'shouldForceMount'> {
  className?: string;
  children: ReactNode;
}

/** The content of the tab with the same `id`. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel {...props} className={composeRenderProps(className, (outer) => cx(styles.panel, outer))} />
  );
}
