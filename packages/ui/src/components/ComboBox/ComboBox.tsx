import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import {
  Button as RACButton,
  ComboBox as RACComboBox,
  Group,
  Input,
  composeRenderProps,
  type ComboBoxProps as RACComboBoxProps,
  type Key,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { ListBox, ListBoxItem, type ListBoxItemProps } from '../ListBox/ListBox';
import { Popover } from '../Popover/Popover';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { FieldFooter, FieldLabel, type FieldTextProps, type FormFieldPropKey } from '../private/FieldParts';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './ComboBox.css';
import { comboBoxStrings } from './ComboBox.strings';

export interface ComboBoxProps<T extends object>
  extends
    Pick<
      RACComboBoxProps<T>,
      | FormFieldPropKey
      | 'items'
      | 'defaultItems'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
      | 'inputValue'
      | 'defaultInputValue'
      | 'onInputChange'
      | 'onOpenChange'
      | 'allowsCustomValue'
      | 'menuTrigger'
      | 'defaultFilter'
      | 'disabledKeys'
      | 'formValue'
      | 'name'
      | 'autoFocus'
    >,
    FieldTextProps {
  placeholder?: string;
  children: ReactNode | ((item: T) => ReactNode);
  /** Items are being fetched (async search): a spinner in the field, and the list says so while empty. */
  isLoading?: boolean;
  /** Overrides the built-in 'Nenhum resultado'. */
  emptyText?: string;
  /** Overrides the built-in 'Carregando…'. */
  loadingText?: string;
  /** Overrides the built-in name of the open button ('Mostrar sugestões'). */
  buttonLabel?: string;
  /** Height limit of the open list (px or CSS length). */
  maxHeight?: number | string;
  className?: string;
}

/**
 * A text input that filters a list of options. Give `defaultItems` to let it filter on its own, or `items` +
 * `onInputChange` (+ `isLoading`) to search elsewhere, e.g. on the server.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  isLoading = false,
  emptyText,
  loadingText,
  buttonLabel,
  maxHeight = 320,
  className,
  ...props
}: ComboBoxProps<T>) {
  const t = useUiStrings(comboBoxStrings);
  const loadingLabel = loadingText ?? t('loading');
  return (
    <RACComboBox
      {...props}
      // Keeps the list open on zero matches, so "Nenhum resultado" is shown instead of the list vanishing.
      allowsEmptyCollection
      className={composeRenderProps(className, (outer) => cx(fieldStyles.field, outer))}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Group className={cx(fieldStyles.control, fieldStyles.groupInvalid)}>
        <Input className={fieldStyles.groupedInput} placeholder={placeholder} />
        {isLoading ? <Spinner size="sm" aria-label={loadingLabel} className={styles.spinner} /> : null}
        <RACButton className={fieldStyles.inlineButton} aria-label={buttonLabel ?? t('showSuggestions')}>
          <ChevronDown size={18} aria-hidden className={styles.chevron} />
        </RACButton>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover>
        <ListBox<T>
          maxHeight={maxHeight}
          renderEmptyState={() => (isLoading ? loadingLabel : (emptyText ?? t('empty')))}
        >
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}

export type ComboBoxItemProps<T extends object> = ListBoxItemProps<T>;

export function ComboBoxItem<T extends object>(props: ComboBoxItemProps<T>) {
  return <ListBoxItem {...props} />;
}

export type { Key };
