import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const fields = style({
  display: 'grid',
  gap: vars.space.lg,
  maxInlineSize: '44rem',
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  // Each field keeps its own height: a neighbour's hint or error does not stretch its box.
  alignItems: 'start',
  maxInlineSize: '44rem',
});
export const item = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const itemField = style({ flex: '1 1 auto' });
export const fixedItem = style({
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.surfaceMuted,
  maxInlineSize: '44rem',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
/** The arrow points forward in either direction of writing. */
export const forward = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
export const legend = style({ fontWeight: vars.font.weightBold, marginBlockEnd: vars.space.sm, padding: 0 });
