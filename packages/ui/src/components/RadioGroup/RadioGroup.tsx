import { createContext, useContext, type ReactNode } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as RACRadioGroup,
  Text,
  composeRenderProps,
  type RadioFieldProps,
  type RadioGroupProps as RACRadioGroupProps,
} from 'react-aria-components';
import { cx } from '../private/cx';
import { FieldFooter, FieldLabel, type FieldTextProps, type FormFieldPropKey } from '../private/FieldParts';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export const radioGroupVariants = ['plain', 'card'] as const;
type RadioVariant = (typeof radioGroupVariants)[number];

const RadioVariantContext = createContext<RadioVariant>('plain');

export interface RadioGroupProps
  extends
    Pick<
      RACRadioGroupProps,
      FormFieldPropKey | 'value' | 'defaultValue' | 'onChange' | 'name' | 'aria-labelledby'
    >,
    FieldTextProps {
  orientation?: (typeof radioGroupOrientations)[number];
  /** `card`: each option is a bordered box clickable as a whole (large touch target), e.g. ballot answers. */
  variant?: RadioVariant;
  /** `Radio` elements. */
  children: ReactNode;
  className?: string;
}

/** One choice among a few options; arrow keys move the choice, Tab leaves the group. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  variant = 'plain',
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      className={composeRenderProps(className, (outer) => cx(styles.group, outer))}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div className={styles.optionsByOrientation[orientation]}>
        <RadioVariantContext.Provider value={variant}>{children}</RadioVariantContext.Provider>
      </div>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </RACRadioGroup>
  );
}

export interface RadioProps extends Pick<RadioFieldProps, 'value' | 'isDisabled' | 'id' | 'aria-label'> {
  children: ReactNode;
  /** A second line under the label, read as the option's description. */
  description?: ReactNode;
  className?: string;
}

export function Radio({ children, description, className, ...props }: RadioProps) {
  const variant = useContext(RadioVariantContext);
  return (
    <RadioField
      {...props}
      className={composeRenderProps(className, (outer) => cx(styles.fieldByVariant[variant], outer))}
    >
      <RadioButton className={cx(styles.button, variant === 'card' && styles.cardButton)}>
        <span className={styles.circle} aria-hidden="true" />
        <span className={styles.text}>{children}</span>
      </RadioButton>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
    </RadioField>
  );
}
