import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const dangerIcon = style({
  flexShrink: 0,
  display: 'inline-flex',
  padding: vars.space.sm,
  borderRadius: vars.radii.full,
  backgroundColor: vars.color.dangerContainer,
  color: vars.color.onDangerContainer,
});

export const titleText = style({ flex: 1, minWidth: 0, alignSelf: 'center', overflowWrap: 'anywhere' });

export const message = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.onSurfaceMuted,
  overflowWrap: 'anywhere',
});

/** Cancel then confirm, at the inline end; on a narrow screen they stack with confirm on top. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
