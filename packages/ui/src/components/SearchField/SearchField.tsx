import type { ReactNode } from 'react';
import { Search, X } from 'lucide-react';
import {
  Button as RACButton,
  Input,
  SearchField as RACSearchField,
  composeRenderProps,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { FieldLabel } from '../private/FieldParts';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Pick<
  RACSearchFieldProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onSubmit'
  | 'onClear'
  | 'autoFocus'
  | 'isDisabled'
  | 'name'
  | 'id'
  | 'aria-label'
  | 'onKeyDown'
> {
  /** Visible label; or give `aria-label` instead. */
  label?: ReactNode;
  /** Accessible name of the clear button, e.g. 'Limpar busca'. */
  clearLabel: string;
  placeholder?: string;
  className?: string;
}

export function SearchField({ label, clearLabel, placeholder, className, ...props }: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      className={composeRenderProps(className, (outer) => cx(fieldStyles.field, styles.root, outer))}
    >
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <div className={cx(fieldStyles.control, styles.box)}>
        <Search size={18} aria-hidden className={styles.searchIcon} />
        <Input className={cx(fieldStyles.groupedInput, styles.input)} placeholder={placeholder} />
        <RACButton aria-label={clearLabel} className={styles.clear}>
          <X size={16} aria-hidden />
        </RACButton>
      </div>
    </RACSearchField>
  );
}
