import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, composeRenderProps, type SwitchFieldProps } from 'react-aria-components';
import { cx } from '../private/cx';
import { FieldFooter, type FieldErrorMessage } from '../private/FieldParts';
import * as styles from './Switch.css';

export interface SwitchProps extends Pick<
  SwitchFieldProps,
  | 'isSelected'
  | 'defaultSelected'
  | 'onChange'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isInvalid'
  | 'value'
  | 'name'
  | 'autoFocus'
  | 'id'
  | 'aria-label'
  | 'aria-labelledby'
  | 'aria-describedby'
> {
  /** The visible label; without it give an `aria-label`. */
  children?: ReactNode;
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  className?: string;
}

/** An on/off setting that takes effect at once (role "switch"). */
export function Switch({ children, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={composeRenderProps(className, (outer) => cx(styles.field, outer))}>
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {children ? <span className={styles.text}>{children}</span> : null}
      </SwitchButton>
      <div className={styles.footer}>
        <FieldFooter description={description} errorMessage={errorMessage} />
      </div>
    </SwitchField>
  );
}
