import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const page = style({
  minBlockSize: '100dvh',
  display: 'flex',
  flexDirection: 'column',
});

export const bar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '52rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  '@media': {
    '(min-width: 600px)': { paddingInline: vars.space.xl, paddingBlock: vars.space.xl },
  },
});

export const language = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.onSurface,
});

export const languageIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  pointerEvents: 'none',
});

/** 44 px high (WCAG 2.5.5 on phones), the kit's field look, the icon inside at the start. */
export const languageSelect = style({
  minBlockSize: '44px',
  paddingInlineStart: `calc(${vars.space.sm} + 18px + ${vars.space.xs})`,
  paddingInlineEnd: vars.space.sm,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  color: vars.color.onSurface,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.md,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
