import type { ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import {
  CheckboxButton,
  CheckboxField,
  composeRenderProps,
  type CheckboxFieldProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { FieldFooter, type FieldErrorMessage } from '../private/FieldParts';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Pick<
  CheckboxFieldProps,
  | 'isSelected'
  | 'defaultSelected'
  | 'onChange'
  | 'isIndeterminate'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isRequired'
  | 'isInvalid'
  | 'validate'
  | 'validationBehavior'
  | 'value'
  | 'name'
  | 'autoFocus'
  | 'slot'
  | 'id'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
> {
  /** The visible label; without it give an `aria-label` (a Table's `slot="selection"` supplies one). */
  children?: ReactNode;
  description?: ReactNode;
  /** Shown when the checkbox alone is invalid (in a CheckboxGroup the group shows the error). */
  errorMessage?: FieldErrorMessage;
  className?: string;
}

/**
 * A checkbox with optional description and error. Inside a RAC Table or GridList, `slot="selection"` makes it the
 * row's selection checkbox (the collection passes state and label through context).
 */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={composeRenderProps(className, (outer) => cx(styles.field, outer))}>
      <CheckboxButton className={styles.button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <Minus size={14} strokeWidth={3} aria-hidden />
              ) : isSelected ? (
                <Check size={14} strokeWidth={3} aria-hidden />
              ) : null}
            </span>
            {children ? <span className={styles.text}>{children}</span> : null}
          </>
        )}
      </CheckboxButton>
      <div className={styles.footer}>
        <FieldFooter description={description} errorMessage={errorMessage} />
      </div>
    </CheckboxField>
  );
}
