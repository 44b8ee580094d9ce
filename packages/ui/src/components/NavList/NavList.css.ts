import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { textStart } from '../../theme/textAlign.css';

/** Nesting depth of an entry (0 = top level), set inline per entry. */
export const depth = createVar();

export const nav = style({ display: 'block' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const group = style({
  paddingBlock: vars.space.sm,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

export const groupHeader = style({
  display: 'flex',
  flexDirection: 'column',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const groupLabel = style({
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.sidebarText,
});

export const caption = style({
  display: 'block',
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightRegular,
  color: vars.color.sidebarTextMuted,
  lineHeight: vars.font.lineHeightTight,
});

export const entry = style({
  vars: { [depth]: '0' },
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: '2.75rem',
  paddingBlock: vars.space.sm,
  paddingInlineEnd: vars.space.md,
  paddingInlineStart: `calc(${vars.space.md} + ${depth} * ${vars.space.lg})`,
  border: 'none',
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.sidebarText,
  font: 'inherit',
  fontSize: vars.font.sizeSm,
  textAlign: textStart,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.sidebarHover },
    '&[data-pressed]': { backgroundColor: vars.color.sidebarActiveBackground },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-current]': {
      backgroundColor: vars.color.sidebarActiveBackground,
      color: vars.color.sidebarActiveText,
      fontWeight: vars.font.weightMedium,
    },
  },
});

/** A collapse holding the active entry shows its trigger in the active colour. */
export const containsActive = style({
  color: vars.color.sidebarActiveText,
  fontWeight: vars.font.weightMedium,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
export const text = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

export const externalIcon = style({ flexShrink: 0, opacity: 0.8 });

export const panel = style({ paddingBlockStart: vars.space.xxs });
