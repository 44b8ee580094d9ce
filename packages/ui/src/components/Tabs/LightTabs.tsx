import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { mergeProps, useFocusRing, useHover, useLocale, useNumberFormatter, usePress } from 'react-aria';
import type { Key } from 'react-aria-components';
import { cx } from '../private/cx';
import { visuallyHidden } from '../private/shared.css';
import * as styles from './Tabs.css';

// The same tabs as ./Tabs (same props, same look, same keyboard), written on plain React with the WAI-ARIA tabs
// pattern instead of React Aria's collections: a screen whose first load needs nothing else of those collections
// (the voting detail) saves their ≈13 KB. It takes static children only (no `items`, no `href`).

interface LightTabsContext {
  baseId: string;
  selectedKey: Key | null;
  select: (key: Key) => void;
  isKeyDisabled: (key: Key) => boolean;
  keyboardActivation: 'automatic' | 'manual';
  /** Each rendered tab's key by its string form, to read a key back from the DOM. */
  keys: Map<string, Key>;
  setFallbackKey: (key: Key | null) => void;
}

const Context = createContext<LightTabsContext | null>(null);
/** The arrows, Home and End on a tab of the list. */
const ListKeys = createContext<((event: KeyboardEvent<HTMLElement>) => void) | undefined>(undefined);

function useTabsContext(): LightTabsContext {
  const context = useContext(Context);
  if (!context) throw new Error('LightTab, LightTabList and LightTabPanel go inside LightTabs.');
  return context;
}

const idPart = (key: Key) => String(key).replace(/[^\w-]/g, '_');
const tabId = (baseId: string, key: Key) => `${baseId}-tab-${idPart(key)}`;
const panelId = (baseId: string, key: Key) => `${baseId}-tabpanel-${idPart(key)}`;

export interface LightTabsProps {
  selectedKey?: Key | null;
  defaultSelectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  isDisabled?: boolean;
  disabledKeys?: Iterable<Key>;
  /** 'automatic' (default): the arrows select the tab they move to; 'manual': Enter or Space selects it. */
  keyboardActivation?: 'automatic' | 'manual';
  id?: string;
  className?: string;
  /** A LightTabList followed by one LightTabPanel per tab. */
  children: ReactNode;
}

/** Horizontal tabs without React Aria's collections: arrows move between tabs (Home/End to the ends). */
export function LightTabs({
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  isDisabled = false,
  disabledKeys,
  keyboardActivation = 'automatic',
  id,
  className,
  children,
}: LightTabsProps) {
  const generatedId = useId();
  const baseId = id ?? generatedId;
  const [internalKey, setInternalKey] = useState<Key | null>(defaultSelectedKey ?? null);
  const [fallbackKey, setFallbackKey] = useState<Key | null>(null);
  const [keys] = useState(() => new Map<string, Key>());
  const disabled = new Set(disabledKeys ? [...disabledKeys].map(String) : []);
  const isKeyDisabled = (key: Key) => isDisabled || disabled.has(String(key));
  const chosen = selectedKey !== undefined ? selectedKey : internalKey;
  const context: LightTabsContext = {
    baseId,
    selectedKey: chosen ?? fallbackKey,
    select: (key) => {
      if (isKeyDisabled(key)) return;
      if (selectedKey === undefined) setInternalKey(key);
      if (key !== (chosen ?? fallbackKey)) onSelectionChange?.(key);
    },
    isKeyDisabled,
    keyboardActivation,
    keys,
    setFallbackKey,
  };
  return (
    <Context.Provider value={context}>
      <div id={id} className={cx(styles.tabs, className)} data-orientation="horizontal">
        {children}
      </div>
    </Context.Provider>
  );
}

export interface LightTabListProps {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  children: ReactNode;
}

const enabledTabs = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
    (tab) => tab.getAttribute('aria-disabled') !== 'true',
  );

/** The row of tabs; it scrolls sideways when the tabs do not fit (phones). Name it with `aria-label`. */
export function LightTabList({ className, children, ...aria }: LightTabListProps) {
  const { selectedKey, select, keys, setFallbackKey, keyboardActivation } = useTabsContext();
  const { direction } = useLocale();
  const ref = useRef<HTMLDivElement>(null);

  // No tab chosen (or a missing or disabled one): the first enabled tab is selected, as React Aria's Tabs do.
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const enabled = enabledTabs(list);
    const selectedIsThere = enabled.some((tab) => tab.getAttribute('aria-selected') === 'true');
    if (selectedIsThere) return;
    const first = enabled[0]?.dataset.key;
    setFallbackKey(first != null ? (keys.get(first) ?? first) : null);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = ref.current;
    if (!list || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = enabledTabs(list);
    if (tabs.length === 0) return;
    const current = tabs.indexOf(document.activeElement as HTMLElement);
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = current < 0 ? 0 : (current + 1) % tabs.length;
    else if (event.key === backward)
      next = current < 0 ? tabs.length - 1 : (current - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const target = tabs[next]!;
    target.focus();
    target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    const key = target.dataset.key;
    if (keyboardActivation === 'automatic' && key != null) select(keys.get(key) ?? key);
  };

  return (
    <div
      ref={ref}
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      data-selected-key={selectedKey ?? undefined}
      className={cx(styles.tabList, className)}
      {...aria}
    >
      <ListKeys.Provider value={onKeyDown}>{children}</ListKeys.Provider>
    </div>
  );
}

export interface LightTabProps {
  id: Key;
  isDisabled?: boolean;
  'aria-label'?: string;
  /** A count shown as a badge after the label, e.g. 12 pending items; read as 'Pendentes (12)'. */
  count?: number;
  className?: string;
  children: ReactNode;
}

export function LightTab({
  id,
  isDisabled: ownDisabled,
  count,
  className,
  children,
  ...aria
}: LightTabProps) {
  const { baseId, selectedKey, select, isKeyDisabled, keys } = useTabsContext();
  keys.set(String(id), id);
  const numberFormatter = useNumberFormatter();
  const isDisabled = ownDisabled || isKeyDisabled(id);
  const isSelected = selectedKey != null && String(selectedKey) === String(id);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const { pressProps, isPressed } = usePress({ isDisabled, onPress: () => select(id) });
  const onKeyDown = useContext(ListKeys);
  return (
    <div
      {...mergeProps(pressProps, hoverProps, focusProps, { onKeyDown })}
      role="tab"
      id={tabId(baseId, id)}
      aria-selected={isSelected}
      aria-controls={isSelected ? panelId(baseId, id) : undefined}
      aria-disabled={isDisabled || undefined}
      tabIndex={isSelected && !isDisabled ? 0 : -1}
      data-key={String(id)}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-hovered={isHovered || undefined}
      data-pressed={isPressed || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      className={cx(styles.tab, className)}
      {...aria}
    >
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
    </div>
  );
}

export interface LightTabPanelProps {
  id: Key;
  /** Keep the panel in the DOM (hidden) while its tab is not selected. */
  shouldForceMount?: boolean;
  className?: string;
  children: ReactNode;
}

/** The content of the tab with the same `id`. */
export function LightTabPanel({ id, shouldForceMount = false, className, children }: LightTabPanelProps) {
  const { baseId, selectedKey } = useTabsContext();
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const isSelected = selectedKey != null && String(selectedKey) === String(id);
  if (!isSelected && !shouldForceMount) return null;
  return (
    <div
      {...focusProps}
      role="tabpanel"
      id={panelId(baseId, id)}
      aria-labelledby={tabId(baseId, id)}
      tabIndex={isSelected ? 0 : undefined}
      hidden={!isSelected}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      className={cx(styles.panel, className)}
    >
      {children}
    </div>
  );
}
