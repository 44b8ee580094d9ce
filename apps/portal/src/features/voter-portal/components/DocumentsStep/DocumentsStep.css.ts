import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const documentTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.sm,
  overflowWrap: 'anywhere',
  textAlign: 'start',
});

export const documentMeta = style({ color: vars.color.onSurfaceMuted, fontSize: vars.font.sizeSm });

export const viewer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const pageLabel = style({ minInlineSize: '7.5rem', textAlign: 'center', fontSize: vars.font.sizeSm });

export const toolbarEnd = style({
  marginInlineStart: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/** The page's canvas, scrollable when zoomed beyond the width. */
export const canvasScroller = style({
  overflow: 'auto',
  maxInlineSize: '100%',
  maxBlockSize: '80dvh',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const canvas = style({ display: 'block' });

export const textView = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const textParagraph = style({ margin: 0 });

export const image = style({
  display: 'block',
  maxInlineSize: '100%',
  blockSize: 'auto',
  marginInline: 'auto',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
});

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '44px',
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const policy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
});

export const policyText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const policyCheck = style({ paddingBlock: vars.space.xs });

/** Arrows that point the way of reading: mirrored right-to-left. */
export const mirrored = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const textTitle = style({ margin: 0, fontWeight: vars.font.weightBold });
