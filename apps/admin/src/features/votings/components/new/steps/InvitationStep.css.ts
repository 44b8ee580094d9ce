import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  alignItems: 'start',
});

export const loading = style({ display: 'grid', gap: vars.space.sm, maxInlineSize: '28rem' });
export const preview = style({ display: 'grid', gap: vars.space.sm });
export const subjectLabel = style({ color: vars.color.onSurfaceMuted });

export const bubble = style({
  whiteSpace: 'pre-wrap',
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  background: vars.color.surfaceMuted,
  maxInlineSize: '28rem',
});

export const failed = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
