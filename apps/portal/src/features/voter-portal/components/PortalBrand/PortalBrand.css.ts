import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.onSurface,
});

/** 32 px high, at most 112 px wide: a wide logo still leaves the name room on a phone. */
export const logo = style({
  blockSize: '32px',
  inlineSize: 'auto',
  maxInlineSize: '112px',
  objectFit: 'contain',
  flexShrink: 0,
});

/** At most two lines (a long name), the rest cut off visibly; the whole name stays for screen readers. */
export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontWeight: vars.font.weightMedium,
  fontSize: vars.font.sizeSm,
  lineHeight: 1.3,
});
