import { useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import {
  Input,
  TextField,
  composeRenderProps,
  type TextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { FieldFooter, FieldLabel, type FieldErrorMessage } from '../private/FieldParts';
import * as styles from './TaxIdField.css';
import { caretAfterRawChars, countRawChars, type TaxIdFormatter } from './taxIdMask';

export interface TaxIdFieldProps extends Pick<
  TextFieldProps,
  | 'isRequired'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isInvalid'
  | 'validationBehavior'
  | 'name'
  | 'id'
  | 'autoFocus'
  | 'onBlur'
  | 'aria-label'
> {
  /** The mask: what is kept of the text and how it is punctuated — the caller's rule (the kit knows no CPF). */
  formatter: TaxIdFormatter;
  /** Raw value: no punctuation, upper-case ('12345678909', '12ABC34501DE35'). */
  value?: string;
  defaultValue?: string;
  /** Receives the raw value. */
  onChange?: (raw: string) => void;
  /** RAC validation with the raw value, e.g. the check-digit rule of the caller's domain. */
  validate?: (raw: string) => ValidationResult['validationErrors'] | string | true | null | undefined;
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  className?: string;
}

/**
 * CPF / CNPJ (numeric or alphanumeric) typed into the caller's mask (`formatter`). The form submits the masked text
 * under `name`; `onChange` and `validate` get the raw value.
 */
export function TaxIdField({
  formatter,
  value,
  defaultValue = '',
  onChange,
  validate,
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TaxIdFieldProps) {
  const [ownRaw, setOwnRaw] = useState(() => formatter.normalize(defaultValue));
  const raw = value !== undefined ? formatter.normalize(value) : ownRaw;
  const masked = formatter.format(raw);
  const inputRef = useRef<HTMLInputElement>(null);
  // Where the caret goes after the next render, counted in raw characters (the mask moves text around).
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    const position = caretAfterRawChars(input.value, pendingCaret.current);
    input.setSelectionRange(position, position);
    pendingCaret.current = null;
  });

  const handleInput = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const caret = event.target.selectionStart ?? text.length;
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    let rawBefore = countRawChars(text.slice(0, caret));
    let next = formatter.normalize(text);
    // Deleting a separator alone would change nothing: delete the character next to it instead.
    if (next === raw && text.length < masked.length) {
      if (inputType === 'deleteContentBackward' && rawBefore > 0) {
        next = raw.slice(0, rawBefore - 1) + raw.slice(rawBefore);
        rawBefore -= 1;
      } else if (inputType === 'deleteContentForward') {
        next = raw.slice(0, rawBefore) + raw.slice(rawBefore + 1);
      }
      next = formatter.normalize(next);
    }
    pendingCaret.current = Math.min(rawBefore, next.length);
    if (next === raw) {
      // The text shown does not change (e.g. a refused character): put the caret back.
      event.target.value = masked;
      const position = caretAfterRawChars(masked, pendingCaret.current);
      event.target.setSelectionRange(position, position);
      pendingCaret.current = null;
      return;
    }
    if (value === undefined) setOwnRaw(next);
    onChange?.(next);
  };

  return (
    <TextField
      {...props}
      value={masked}
      validate={validate ? (text) => validate(formatter.normalize(text)) : undefined}
      inputMode={formatter.numeric ? 'numeric' : 'text'}
      autoComplete="off"
      className={composeRenderProps(className, (outer) => cx(fieldStyles.field, outer))}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Input
        ref={inputRef}
        dir="ltr"
        spellCheck={false}
        autoCapitalize={formatter.numeric ? 'off' : 'characters'}
        placeholder={placeholder}
        onChange={handleInput}
        className={cx(fieldStyles.control, fieldStyles.input, styles.input)}
      />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </TextField>
  );
}
