import type { ReactNode } from 'react';
import {
  Input,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { FieldFooter, FieldLabel, type FieldErrorMessage } from '../private/FieldParts';

export interface TextFieldProps extends Pick<
  RACTextFieldProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'onKeyDown'
  | 'name'
  | 'type'
  | 'isRequired'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isInvalid'
  | 'autoComplete'
  | 'autoFocus'
  | 'validate'
  | 'validationBehavior'
  | 'inputMode'
  | 'maxLength'
  | 'minLength'
  | 'pattern'
  | 'id'
  | 'aria-label'
> {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid; a function receives RAC's validation result. */
  errorMessage?: FieldErrorMessage;
  placeholder?: string;
  className?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={composeRenderProps(className, (outer) => cx(styles.field, outer))}>
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Input className={cx(styles.control, styles.input)} placeholder={placeholder} />
      <FieldFooter description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
