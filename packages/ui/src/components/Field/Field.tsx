import type { ReactNode } from 'react';
import * as styles from '../private/field.css';
import { FieldDescription, FieldErrorText, FieldLabel, type FieldErrorMessage } from '../private/FieldParts';

// The kit's field parts, for products that compose their own fields from RAC primitives
// (e.g. <RACTextField><Label/><Input/><Description/><FieldError/></RACTextField>) with the kit's look.

export interface LabelProps {
  children: ReactNode;
  /** Shows the required mark (*). Set `isRequired` on the field too: that is what assistive technology hears. */
  isRequired?: boolean;
  id?: string;
  className?: string;
}

/** A field's label; inside a RAC field it names the control. */
export function Label(props: LabelProps) {
  return <FieldLabel {...props} />;
}

export interface DescriptionProps {
  children: ReactNode;
  id?: string;
  className?: string;
}

/** Help text under a field; inside a RAC field it becomes the control's description. */
export function Description(props: DescriptionProps) {
  return <FieldDescription {...props} />;
}

export interface FieldErrorProps {
  /** The message, or a function of RAC's validation result; empty: the field's own validation messages. */
  children?: FieldErrorMessage;
  className?: string;
}

/** Shown only while the surrounding RAC field is invalid, and linked to its control. */
export function FieldError(props: FieldErrorProps) {
  return <FieldErrorText {...props} />;
}

/**
 * Class names of the kit's field layout: `field` (the column of label, control, help), `control` (the bordered
 * box, styled by RAC's data-focused / data-invalid / data-disabled), `input` (an Input that is itself the box, with
 * `control`) and `groupedInput` (an Input inside a `control` Group that also holds adornments).
 */
export const fieldClassNames = {
  field: styles.field,
  control: styles.control,
  input: styles.input,
  groupedInput: styles.groupedInput,
} as const;

export type { FieldErrorMessage };
