import type { ReactNode } from 'react';
import {
  Form as RACForm,
  FormContext as RACFormContext,
  type FormProps as RACFormProps,
} from 'react-aria-components';
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

/**
 * RAC Form: fields show `validationErrors` (server errors keyed by field name) and native validation on submit.
 * A form never takes the props of a form around it: RAC's Form merges its FormContext (the outer form's own props)
 * into its props, so a dialog's form rendered inside a page's form (through a portal, but inside it for React) would
 * also run the page form's onSubmit — "Adicionar" in a dialog would submit the page's step too.
 */
export function Form({ className, children, ...props }: FormProps) {
  return (
    <RACFormContext.Provider value={null}>
      <RACForm {...props} className={cx(styles.form, className)}>
        {children}
      </RACForm>
    </RACFormContext.Provider>
  );
}
