import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const statusLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0 });

export const successIcon = style({ color: vars.color.success, flexShrink: 0 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  '@media': {
    '(min-width: 600px)': {
      gridTemplateColumns: 'minmax(10rem, max-content) minmax(0, 1fr)',
      columnGap: vars.space.lg,
    },
  },
});

export const term = style({ color: vars.color.onSurfaceMuted, fontSize: vars.font.sizeSm });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const hashRow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const hash = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: vars.font.sizeSm,
  wordBreak: 'break-all',
  padding: vars.space.sm,
  borderRadius: vars.radii.sm,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const comment = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
