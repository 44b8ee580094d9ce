import { useId, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import * as styles from './NativeSelect.css';

export interface NativeSelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface NativeSelectProps {
  /** The visible label (the select's name). */
  label: ReactNode;
  description?: ReactNode;
  /** Shown (and tied to the select) while `isInvalid`. */
  errorMessage?: ReactNode;
  options: readonly NativeSelectOption[];
  /** The chosen option's id; null shows the placeholder. */
  selectedKey: string | null;
  onSelectionChange: (id: string) => void;
  /** Shown while nothing is chosen; it cannot be chosen back. */
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

/**
 * A choice among a few options on the browser's own select, in the kit's field look: what `Select` does, for a
 * fraction of its code (no popover, list box or collection code) — where a screen's first load matters more than
 * the list's looks. The options open in the platform's own list (a sheet on phones); keyboard, screen readers and
 * forms get the native control.
 */
export function NativeSelect({
  label,
  description,
  errorMessage,
  options,
  selectedKey,
  onSelectionChange,
  placeholder,
  isRequired = false,
  isDisabled = false,
  isInvalid = false,
  name,
  id,
  className,
}: NativeSelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const descriptionId = `${selectId}-description`;
  const errorId = `${selectId}-error`;
  const showsError = isInvalid && errorMessage != null && errorMessage !== '';
  const describedBy = [description ? descriptionId : null, showsError ? errorId : null].filter(Boolean);
  const isEmpty = selectedKey === null;
  return (
    <div
      className={cx(fieldStyles.field, className)}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
        {isRequired ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={styles.box}>
        <select
          id={selectId}
          name={name}
          value={selectedKey ?? ''}
          onChange={(event) => onSelectionChange(event.target.value)}
          required={isRequired}
          disabled={isDisabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy.length ? describedBy.join(' ') : undefined}
          className={cx(fieldStyles.control, styles.select, isEmpty && styles.placeholder)}
        >
          {isEmpty || placeholder ? (
            <option value="" disabled className={styles.option}>
              {placeholder ?? ''}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.id} value={option.id} disabled={option.isDisabled} className={styles.option}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown size={18} aria-hidden className={styles.chevron} />
      </div>
      {description ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      {showsError ? (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
