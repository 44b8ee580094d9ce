import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout, plus the chat bubble's surface (theme tokens only: it follows light, dark and the brand).
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const failed = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const subject = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  margin: 0,
});
export const subjectValue = style({
  margin: 0,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});
export const chat = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surfaceMuted,
});
export const bubble = style({
  maxInlineSize: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.lg,
  borderEndEndRadius: vars.radii.sm,
  backgroundColor: vars.color.primaryContainer,
  color: vars.color.onPrimaryContainer,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  textAlign: 'start',
});

// The one visually-hidden class of both apps (@backoffice/app-common).
export { visuallyHidden } from '@backoffice/app-common';
