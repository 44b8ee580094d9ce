import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const panel = style({ display: 'grid', gap: vars.space.lg });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titles = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 20rem' });

export const result = style({
  display: 'grid',
  gap: vars.space.lg,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const summary = style({ display: 'grid', gap: vars.space.md });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const stat = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const statLabel = style({ fontSize: vars.font.sizeSm, color: vars.color.onSurfaceMuted });
export const statValue = style({ margin: 0, fontSize: vars.font.sizeXl, fontWeight: vars.font.weightBold });

export const fileFacts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.sizeSm,
});

export const columns = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const decision = style({ display: 'grid', gap: vars.space.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const warning = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });
export const warningIcon = style({ flexShrink: 0, color: vars.color.warning });

export const refused = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerContainer,
  color: vars.color.onDangerContainer,
});
export const refusedTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const refusedList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
});

export const done = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const doneIcon = style({ color: vars.color.success, flexShrink: 0 });

// Each term and its definition are wrapped in a div (valid HTML); the grid lays out their children.
globalStyle(`${fileFacts} > div`, { display: 'contents' });
globalStyle(`${fileFacts} dd`, { margin: 0 });
