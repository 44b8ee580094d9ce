import type { ReactNode } from 'react';
import {
  CheckboxGroup as RACCheckboxGroup,
  composeRenderProps,
  type CheckboxGroupProps as RACCheckboxGroupProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { FieldFooter, FieldLabel, type FieldTextProps, type FormFieldPropKey } from '../private/FieldParts';
import * as styles from './CheckboxGroup.css';

export const checkboxGroupOrientations = ['vertical', 'horizontal'] as const;

export interface CheckboxGroupProps
  extends
    Pick<
      RACCheckboxGroupProps,
      FormFieldPropKey | 'value' | 'defaultValue' | 'onChange' | 'name' | 'aria-labelledby'
    >,
    FieldTextProps {
  orientation?: (typeof checkboxGroupOrientations)[number];
  /** `Checkbox` elements, each with a `value`. */
  children: ReactNode;
  className?: string;
}

/** Several checkboxes answering one question; the value is the list of the checked `value`s. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      className={composeRenderProps(className, (outer) => cx(styles.group, outer))}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div className={styles.optionsByOrientation[orientation]}>{children}</div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </RACCheckboxGroup>
  );
}
