import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  TextArea as RACTextArea,
  TextField,
  composeRenderProps,
  type TextFieldProps,
} from 'react-aria-components';
import { useNumberFormatter } from 'react-aria';
import { useUiStrings } from '../../i18n/uiStrings';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { FieldFooter, FieldLabel, type FieldErrorMessage } from '../private/FieldParts';
import { visuallyHidden } from '../private/shared.css';
import * as styles from './TextArea.css';
import { textAreaStrings } from './TextArea.strings';

export interface TextAreaProps extends Pick<
  TextFieldProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'name'
  | 'isRequired'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isInvalid'
  | 'validate'
  | 'validationBehavior'
  | 'maxLength'
  | 'minLength'
  | 'autoFocus'
  | 'id'
  | 'aria-label'
> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  /** Visible lines (the user can still resize vertically). Default 4. */
  rows?: number;
  /** Shows `count/maxLength` under the field and announces it politely when typing pauses. Needs `maxLength`. */
  showCounter?: boolean;
  /** Overrides the announced counter text (built-in: '12 de 200 caracteres'). */
  counterText?: (count: number, max: number) => string;
  className?: string;
}

/** Quiet time before the counter is announced, so a screen reader is not interrupted on every key. */
const announceDelayMs = 1000;

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  showCounter = false,
  counterText,
  className,
  onChange,
  ...props
}: TextAreaProps) {
  const t = useUiStrings(textAreaStrings);
  const [uncontrolledLength, setUncontrolledLength] = useState(props.defaultValue?.length ?? 0);
  const count = props.value !== undefined ? props.value.length : uncontrolledLength;
  const max = props.maxLength;
  const hasCounter = showCounter && max !== undefined;
  const number = useNumberFormatter();
  const [countText, maxText] = [number.format(count), max === undefined ? '' : number.format(max)];
  const announcement = useDebouncedAnnouncement(
    hasCounter
      ? counterText
        ? counterText(count, max)
        : t('counter', { count: countText, max: maxText })
      : '',
  );

  return (
    <TextField
      {...props}
      onChange={(next) => {
        setUncontrolledLength(next.length);
        onChange?.(next);
      }}
      className={composeRenderProps(className, (outer) => cx(fieldStyles.field, outer))}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <RACTextArea
        rows={rows}
        placeholder={placeholder}
        className={cx(fieldStyles.control, fieldStyles.input, styles.textArea)}
      />
      <div className={styles.footerRow}>
        <div className={styles.footerText}>
          <FieldFooter description={description} errorMessage={errorMessage} />
        </div>
        {hasCounter ? (
          <>
            <span className={styles.counter} data-full={count >= max || undefined} aria-hidden="true">
              {countText}/{maxText}
            </span>
            <span className={visuallyHidden} aria-live="polite">
              {announcement}
            </span>
          </>
        ) : null}
      </div>
    </TextField>
  );
}

/** The text once it has stopped changing for a moment; nothing is announced on mount. */
function useDebouncedAnnouncement(text: string) {
  const [announced, setAnnounced] = useState('');
  const previous = useRef(text);
  useEffect(() => {
    if (previous.current === text) return;
    previous.current = text;
    const timer = window.setTimeout(() => setAnnounced(text), announceDelayMs);
    return () => window.clearTimeout(timer);
  }, [text]);
  return announced;
}
