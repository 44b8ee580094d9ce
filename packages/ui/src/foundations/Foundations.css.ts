import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxInlineSize: '80rem',
  color: vars.color.onSurface,
});

export const intro = style({ maxInlineSize: '48rem' });

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  fontSize: vars.font.sizeSm,
  borderRadius: vars.radii.md,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.sm,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.onSurface,
  backgroundColor: vars.color.background,
});

export const cell = style({
  textAlign: 'start',
  verticalAlign: 'middle',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const headerCell = style([cell, { fontWeight: vars.font.weightBold, whiteSpace: 'nowrap' }]);

export const tokenName = style({
  display: 'block',
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
});

export const pairName = style({
  display: 'block',
  fontSize: vars.font.sizeXs,
  fontWeight: vars.font.weightRegular,
  color: vars.color.onSurfaceMuted,
});

export const muted = style({ color: vars.color.onSurfaceMuted });

export const valueCell = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

/** Swatch, value, pair sample, ratio, verdict: fixed tracks so the rows line up. */
export const colourCell = style({
  display: 'grid',
  gridTemplateColumns: '2.5rem 10.5rem 2.5rem 4rem auto',
  justifyItems: 'start',
  alignItems: 'center',
  columnGap: vars.space.sm,
});

export const sampleSlot = style({
  display: 'flex',
  alignItems: 'center',
  minInlineSize: '4rem',
});

export const swatch = style({
  flexShrink: 0,
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const pairSample = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '2.5rem',
  blockSize: '2.5rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radii.sm,
  fontWeight: vars.font.weightBold,
});

export const boundarySample = style({
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radii.sm,
  borderWidth: '3px',
  borderStyle: 'solid',
});

export const bar = style({
  display: 'block',
  minInlineSize: '2px',
  blockSize: vars.space.md,
  backgroundColor: vars.color.primary,
  borderRadius: vars.radii.sm,
});

export const heightBox = style({
  display: 'block',
  inlineSize: '3rem',
  backgroundColor: vars.color.primaryContainer,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radii.sm,
});

export const radiusBox = style({
  display: 'block',
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  backgroundColor: vars.color.primaryContainer,
  border: `2px solid ${vars.color.primary}`,
});

export const elevationBox = style({
  display: 'block',
  inlineSize: '5rem',
  blockSize: '3rem',
  marginBlock: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  borderRadius: vars.radii.md,
});

export const curve = style({
  inlineSize: '4rem',
  blockSize: '4rem',
  color: vars.color.primary,
  border: `1px solid ${vars.color.border}`,
});

/** A note that takes the place of the sample, ratio and verdict. */
export const spanRest = style({ gridColumn: '3 / -1' });
