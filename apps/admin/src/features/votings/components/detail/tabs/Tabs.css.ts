import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: colours, type and shape come from the UI kit's components.
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const search = style({ flex: '1 1 16rem', maxInlineSize: '28rem' });

export const nameCell = style({ display: 'flex', flexDirection: 'column', gap: '2px', minInlineSize: 0 });
/** The name and, for a voter locked out of the portal, its badge: side by side, wrapping on a narrow screen. */
export const nameLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const secondary = style({ fontSize: vars.font.sizeXs, color: vars.color.onSurfaceMuted });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const actionCell = style({ display: 'flex', justifyContent: 'flex-end' });

export const choices = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sectionHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const uploadRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const hash = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeXs,
});

export const dispatches = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dispatch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
});

export const dispatchHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const dispatchFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  fontSize: vars.font.sizeSm,
  color: vars.color.onSurfaceMuted,
});

export const chain = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
});

export const chainOk = style([
  chain,
  { borderInlineStartColor: vars.color.success, background: vars.color.surfaceMuted },
]);
export const chainBroken = style([
  chain,
  {
    borderInlineStartColor: vars.color.danger,
    background: vars.color.dangerContainer,
    color: vars.color.onDangerContainer,
  },
]);
export const chainText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});
export const chainTitle = style({ margin: 0, fontWeight: vars.font.weightBold, fontSize: vars.font.sizeMd });
export const chainDescription = style({ margin: 0, fontSize: vars.font.sizeSm, overflowWrap: 'anywhere' });
