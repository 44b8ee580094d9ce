import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radii.full,
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.font.lineHeightTight,
  whiteSpace: 'nowrap',
});

export const tone = styleVariants({
  neutral: [
    base,
    {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.onSurface,
      border: `1px solid ${vars.color.border}`,
    },
  ],
  primary: [base, { backgroundColor: vars.color.primary, color: vars.color.onPrimary }],
  info: [base, { backgroundColor: vars.color.info, color: vars.color.onInfo }],
  success: [base, { backgroundColor: vars.color.success, color: vars.color.onSuccess }],
  warning: [base, { backgroundColor: vars.color.warning, color: vars.color.onWarning }],
  danger: [base, { backgroundColor: vars.color.danger, color: vars.color.onDanger }],
});
