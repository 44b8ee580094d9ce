import type { ReactNode } from 'react';
import { FieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { cx } from './cx';
import * as styles from './field.css';

/** Text, or a few lines of it (a message and what follows from it); a function receives RAC's validation result. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/** RAC props that every form field passes through as they are: state, validation and identity. */
export type FormFieldPropKey =
  | 'isDisabled'
  | 'isReadOnly'
  | 'isRequired'
  | 'isInvalid'
  | 'validate'
  | 'validationBehavior'
  | 'id'
  | 'aria-label';

/** The texts around a field's control. */
export interface FieldTextProps {
  label?: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid; a function receives RAC's validation result. */
  errorMessage?: FieldErrorMessage;
}

// Label, description and error shared by the fields (and public as Field/Label, Description, FieldError).
// Each is a RAC part, so inside a RAC field it is wired up (label → name, description/error → aria-describedby).

export function FieldLabel({
  children,
  isRequired,
  className,
  id,
}: {
  children: ReactNode;
  /** Adds a visual mark only; the field's own `isRequired` tells assistive technology. */
  isRequired?: boolean;
  className?: string;
  id?: string;
}) {
  return (
    <Label className={cx(styles.label, className)} id={id}>
      {children}
      {isRequired ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

export function FieldDescription({
  children,
  className,
  id,
}: {
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <Text slot="description" className={cx(styles.description, className)} id={id}>
      {children}
    </Text>
  );
}

/** Shows only while the surrounding field is invalid; without children it shows RAC's validation messages. */
export function FieldErrorText({
  children,
  className,
}: {
  children?: FieldErrorMessage;
  className?: string;
}) {
  return <FieldError className={cx(styles.error, className)}>{children}</FieldError>;
}

export function FieldFooter({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
}) {
  return (
    <>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </>
  );
}
