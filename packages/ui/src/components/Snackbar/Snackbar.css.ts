import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'fixed',
  zIndex: 1400,
  insetBlockEnd: vars.space.xl,
  insetInlineEnd: vars.space.xl,
  maxWidth: `calc(100vw - 2 * ${vars.space.xl})`,
  width: 'max-content',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radii.md,
  boxShadow: vars.elevation.high,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightMedium,
});

export const tone = styleVariants({
  success: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
  error: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
  warning: { backgroundColor: vars.color.warning, color: vars.color.onWarning },
  info: { backgroundColor: vars.color.info, color: vars.color.onInfo },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
export const message = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
