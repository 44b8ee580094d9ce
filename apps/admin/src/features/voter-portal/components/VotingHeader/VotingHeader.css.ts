import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.lg,
});

/** The company, and "Sair" at the end of the same line once the voter is signed in. */
export const top = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const company = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.onSurfaceMuted,
  fontWeight: vars.font.weightMedium,
});

export const logo = style({
  blockSize: '40px',
  maxInlineSize: '160px',
  objectFit: 'contain',
  flexShrink: 0,
});

export const companyName = style({ overflowWrap: 'anywhere' });

export const title = style({ overflowWrap: 'anywhere' });

export const deadline = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  fontWeight: vars.font.weightMedium,
});

export const description = style({ margin: 0, color: vars.color.onSurfaceMuted, overflowWrap: 'anywhere' });
