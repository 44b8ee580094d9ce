import type { ReactNode } from 'react';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Form.css';

export interface FormProps extends Pick<
  RACFormProps,
  | 'onSubmit'
  | 'onReset'
  | 'validationErrors'
  | 'validationBehavior'
  | 'action'
  | 'method'
  | 'id'
  | 'aria-label'
  | 'aria-labelledby'
  | 'autoComplete'
> {
  className?: string;
  children: ReactNode;
}

/** RAC Form: fields show `validationErrors` (server errors keyed by field name) and native validation on submit. */
export function Form({ className, children, ...props }: FormProps) {
  return (
    <RACForm {...props} className={cx(styles.form, className)}>
      {children}
    </RACForm>
  );
}
