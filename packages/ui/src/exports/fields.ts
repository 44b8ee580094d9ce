// Public exports of the fields group (re-exported by src/index.ts).
export { Checkbox, type CheckboxProps } from '../components/Checkbox/Checkbox';
export {
  CheckboxGroup,
  checkboxGroupOrientations,
  type CheckboxGroupProps,
} from '../components/CheckboxGroup/CheckboxGroup';
export {
  RadioGroup,
  Radio,
  radioGroupOrientations,
  radioGroupVariants,
  type RadioGroupProps,
  type RadioProps,
} from '../components/RadioGroup/RadioGroup';
export { Switch, type SwitchProps } from '../components/Switch/Switch';
export {
  NativeSelect,
  type NativeSelectProps,
  type NativeSelectOption,
} from '../components/NativeSelect/NativeSelect';
export { NumberField, type NumberFieldProps } from '../components/NumberField/NumberField';
export { TextArea, type TextAreaProps } from '../components/TextArea/TextArea';
export {
  ComboBox,
  ComboBoxItem,
  type ComboBoxProps,
  type ComboBoxItemProps,
} from '../components/ComboBox/ComboBox';
export {
  Label,
  Description,
  FieldError,
  fieldClassNames,
  type LabelProps,
  type DescriptionProps,
  type FieldErrorProps,
  type FieldErrorMessage,
} from '../components/Field/Field';
export { PinField, type PinFieldProps } from '../components/PinField/PinField';
export { TaxIdField, type TaxIdFieldProps } from '../components/TaxIdField/TaxIdField';
export type { TaxIdFormatter } from '../components/TaxIdField/taxIdMask';
