// Public exports of the feedback group (re-exported by src/index.ts).
export {
  AlertDialog,
  alertDialogTones,
  type AlertDialogProps,
  type AlertDialogTone,
} from '../components/AlertDialog/AlertDialog';
export {
  Skeleton,
  skeletonShapes,
  type SkeletonProps,
  type SkeletonShape,
} from '../components/Skeleton/Skeleton';
export {
  ProgressBar,
  progressValueFormats,
  type ProgressBarProps,
  type ProgressValueFormat,
} from '../components/ProgressBar/ProgressBar';
export {
  Meter,
  meterTones,
  type MeterProps,
  type MeterThreshold,
  type MeterTone,
} from '../components/Meter/Meter';
export {
  Stepper,
  stepStatuses,
  stepperLayouts,
  type StepperProps,
  type StepperStep,
  type StepStatus,
  type StepperLayout,
} from '../components/Stepper/Stepper';
export {
  ToastRegion,
  ToastQueue,
  createToastQueue,
  toastQueue,
  toastTones,
  defaultToastTimeout,
  type ToastRegionProps,
  type ToastContent,
  type ToastOptions,
  type ToastTone,
} from '../components/Toast/Toast';
export { BarChart, type BarChartProps } from '../components/BarChart/BarChart';
export { DonutChart, type DonutChartProps } from '../components/DonutChart/DonutChart';
export {
  chartTones,
  type ChartDatum,
  type ChartTone,
  type ChartModelOptions,
} from '../components/private/chart/chartModel';
export type { ChartView } from '../components/private/chart/ChartFigure';
