import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const nav = style({ minWidth: 0 });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, minWidth: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radii.sm,
  color: vars.color.onSurfaceMuted,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  // Each crumb reads in its own direction (as dir="auto"), isolated from the trail: a name in Latin letters on an
  // Arabic page (a voting's, a company's) keeps its order — its full stop stayed at its start. Its lines still align
  // with the page's start (ownDirectionText).
  unicodeBidi: 'plaintext',
  selectors: {
    '&[data-hovered]': { color: vars.color.onSurface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-current="page"]': {
      color: vars.color.onSurface,
      fontWeight: vars.font.weightMedium,
      textDecoration: 'none',
      cursor: 'default',
    },
    '&[data-disabled]:not([aria-current])': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const separator = style({ flexShrink: 0, color: vars.color.onSurfaceMuted });
