import { useId, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Input, TextField, composeRenderProps, type TextFieldProps } from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { FieldFooter, FieldLabel, type FieldErrorMessage } from '../private/FieldParts';
import { visuallyHidden } from '../private/shared.css';
import * as styles from './PinField.css';
import { pinFieldStrings } from './PinField.strings';

export interface PinFieldProps extends Pick<
  TextFieldProps,
  | 'isDisabled'
  | 'isRequired'
  | 'isInvalid'
  | 'validationBehavior'
  | 'name'
  | 'autoFocus'
  | 'id'
  | 'aria-label'
> {
  /** Number of digits. Default 6. */
  length?: number;
  value?: string;
  defaultValue?: string;
  /** Every accepted change (digits only). */
  onChange?: (code: string) => void;
  /** Once all digits are in (typed, pasted or filled by the browser). */
  onComplete?: (code: string) => void;
  /** A key or paste with anything but digits was refused; show your own message via `errorMessage`/`isInvalid`. */
  onInvalidInput?: () => void;
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** Shows dots instead of digits (a PIN rather than a one-time code). */
  isMasked?: boolean;
  /** Overrides the built-in hint read after the name ('6 dígitos'). */
  digitsHint?: string;
  className?: string;
}

const digitsOnly = /^\d*$/;

/**
 * A numeric code (one-time code, PIN) drawn as cells. It is ONE input underneath, so screen readers, password managers
 * and SMS autofill see a single field; the cells are decoration.
 */
export function PinField({
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  onInvalidInput,
  label,
  description,
  errorMessage,
  isMasked = false,
  digitsHint,
  className,
  ...props
}: PinFieldProps) {
  const t = useUiStrings(pinFieldStrings);
  const hintId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const code = value ?? ownValue;
  const [caret, setCaret] = useState<number | null>(null);

  const accept = (next: string) => {
    if (!digitsOnly.test(next) || next.length > length) {
      onInvalidInput?.();
      return; // The controlled input snaps back to `code`.
    }
    setOwnValue(next);
    onChange?.(next);
    if (next.length === length && code.length !== length) onComplete?.(next);
  };

  const trackCaret = (event: SyntheticEvent<HTMLInputElement>) =>
    setCaret(event.currentTarget.selectionStart);
  const activeIndex = Math.min(caret ?? code.length, length - 1);

  return (
    <TextField
      {...props}
      value={code}
      onChange={accept}
      maxLength={length}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`\\d{${length}}`}
      type={isMasked ? 'password' : 'text'}
      aria-describedby={hintId}
      className={composeRenderProps(className, (outer) => cx(fieldStyles.field, outer))}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div className={styles.code} dir="ltr">
        <Input
          className={styles.input}
          onSelect={trackCaret}
          onKeyUp={trackCaret}
          onBlur={() => setCaret(null)}
        />
        <div className={styles.cells} aria-hidden="true">
          {Array.from({ length }, (_, index) => (
            <span
              key={index}
              className={styles.cell}
              data-active={index === activeIndex || undefined}
              data-filled={index < code.length || undefined}
            >
              {index < code.length ? (isMasked ? '•' : code[index]) : ''}
            </span>
          ))}
        </div>
      </div>
      <span id={hintId} className={visuallyHidden}>
        {digitsHint ?? t('digitsHint', { length })}
      </span>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </TextField>
  );
}
