import { useState, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import {
  Group,
  Input,
  TextField as RACTextField,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from '../private/field.css';
import { FieldFooter, FieldLabel, type FieldErrorMessage } from '../private/FieldParts';
import { IconButton } from '../IconButton/IconButton';

export interface PasswordFieldProps extends Pick<
  RACTextFieldProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'name'
  | 'isRequired'
  | 'isDisabled'
  | 'isInvalid'
  | 'autoComplete'
  | 'autoFocus'
  | 'validate'
  | 'validationBehavior'
  | 'id'
> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  /** Accessible name of the toggle while the password is hidden, e.g. 'Mostrar senha'. */
  showLabel: string;
  /** Accessible name of the toggle while the password is visible, e.g. 'Ocultar senha'. */
  hideLabel: string;
  placeholder?: string;
  className?: string;
}

export function PasswordField({
  label,
  description,
  errorMessage,
  showLabel,
  hideLabel,
  placeholder,
  className,
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <RACTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      className={composeRenderProps(className, (outer) => cx(styles.field, outer))}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={cx(styles.control, styles.groupInvalid)} isDisabled={props.isDisabled}>
        <Input className={styles.groupedInput} placeholder={placeholder} />
        <IconButton
          size="sm"
          className={styles.adornmentButton}
          aria-label={isVisible ? hideLabel : showLabel}
          icon={isVisible ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          onPress={() => setVisible((visible) => !visible)}
          isDisabled={props.isDisabled}
        />
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}
