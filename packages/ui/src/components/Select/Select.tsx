import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import {
  Button as RACButton,
  Select as RACSelect,
  SelectValue,
  composeRenderProps,
  type Key,
  type SelectProps as RACSelectProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { FieldFooter, FieldLabel, type FieldErrorMessage } from '../private/FieldParts';
import { ListBox, ListBoxItem, type ListBoxItemProps } from '../ListBox/ListBox';
import { Popover } from '../Popover/Popover';
import * as styles from './Select.css';

export interface SelectProps<T extends object> extends Pick<
  RACSelectProps<T>,
  | 'selectedKey'
  | 'defaultSelectedKey'
  | 'onSelectionChange'
  | 'isDisabled'
  | 'isRequired'
  | 'isInvalid'
  | 'name'
  | 'placeholder'
  | 'validate'
  | 'disabledKeys'
  | 'aria-label'
  | 'id'
  | 'autoFocus'
> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  /** Height limit of the open list (px or CSS length). */
  maxHeight?: number | string;
  className?: string;
}

export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  maxHeight,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} className={composeRenderProps(className, (outer) => cx(fieldStyles.field, outer))}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <RACButton className={cx(fieldStyles.control, styles.trigger)}>
        <SelectValue className={styles.value} />
        <ChevronDown size={18} aria-hidden className={styles.chevron} />
      </RACButton>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover>
        <ListBox items={items} maxHeight={maxHeight}>
          {children}
        </ListBox>
      </Popover>
    </RACSelect>
  );
}

export type SelectItemProps<T extends object> = ListBoxItemProps<T>;

export function SelectItem<T extends object>(props: SelectItemProps<T>) {
  return <ListBoxItem {...props} />;
}

export type { Key };
