import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  textAlign: 'center',
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const icon = style({ color: vars.color.onSurfaceMuted, display: 'inline-flex' });
