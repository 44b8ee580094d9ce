import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
  borderRadius: vars.radii.sm,
  selectors: {
    '&[data-empty]': { color: vars.color.onSurfaceMuted, fontSize: vars.font.sizeSm },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '28px',
  maxWidth: '100%',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeightTight,
  cursor: 'default',
  outline: 'none',
  textDecoration: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-selection-mode]': { cursor: 'pointer' },
    '&[data-selection-mode][data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-selected]': {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primaryContainer,
      color: vars.color.onPrimaryContainer,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const check = style({ flexShrink: 0 });

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  // 24 px target inside a 28 px tag; the negative margin keeps the tag's padding even.
  width: '24px',
  height: '24px',
  marginInlineEnd: `calc(${vars.space.xs} * -1)`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radii.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` },
  },
});
