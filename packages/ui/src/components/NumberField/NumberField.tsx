import { Minus, Plus } from 'lucide-react';
import {
  Group,
  Input,
  NumberField as RACNumberField,
  composeRenderProps,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { useUiStrings } from '../../i18n/uiStrings';
import { IconButton } from '../IconButton/IconButton';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { FieldFooter, FieldLabel, type FieldTextProps, type FormFieldPropKey } from '../private/FieldParts';
import * as styles from './NumberField.css';
import { numberFieldStrings } from './NumberField.strings';

export interface NumberFieldProps
  extends
    Pick<
      RACNumberFieldProps,
      | FormFieldPropKey
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'onBlur'
      | 'minValue'
      | 'maxValue'
      | 'step'
      | 'formatOptions'
      | 'isWheelDisabled'
      | 'name'
      | 'autoFocus'
    >,
    FieldTextProps {
  placeholder?: string;
  /** Hides the − / + buttons (arrow keys still step). */
  hideSteppers?: boolean;
  /** Overrides the built-in name of the + button ('Aumentar'). */
  incrementLabel?: string;
  /** Overrides the built-in name of the − button ('Diminuir'). */
  decrementLabel?: string;
  className?: string;
}

/**
 * A number typed and shown in the locale's format (pt-BR: `1.234,5`); `formatOptions` sets decimals, currency,
 * percent or unit. The value out is a plain number (NaN when emptied).
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  hideSteppers = false,
  incrementLabel,
  decrementLabel,
  className,
  ...props
}: NumberFieldProps) {
  const t = useUiStrings(numberFieldStrings);
  return (
    <RACNumberField
      {...props}
      className={composeRenderProps(className, (outer) => cx(fieldStyles.field, outer))}
    >
      {label ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <Group className={cx(fieldStyles.control, fieldStyles.groupInvalid)}>
        <Input className={fieldStyles.groupedInput} placeholder={placeholder} />
        {hideSteppers ? null : (
          <span className={styles.steppers}>
            <IconButton
              slot="decrement"
              size="sm"
              aria-label={decrementLabel ?? t('decrement')}
              icon={<Minus size={16} aria-hidden />}
            />
            <IconButton
              slot="increment"
              size="sm"
              aria-label={incrementLabel ?? t('increment')}
              icon={<Plus size={16} aria-hidden />}
            />
          </span>
        )}
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </RACNumberField>
  );
}
