import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radii.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  textAlign: 'center',
  outline: 'none',
  transition: `border-color ${vars.motion.fast}, background-color ${vars.motion.fast}`,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primaryContainer,
      color: vars.color.onPrimaryContainer,
    },
    // Muted rather than faded, so the texts keep their contrast.
    '&[data-disabled]': { borderColor: vars.color.border, color: vars.color.onSurfaceMuted },
  },
});

export const zoneIcon = style({ color: vars.color.onSurfaceMuted });

export const hint = style({ margin: 0, fontSize: vars.font.sizeSm });

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.sizeXs,
  color: vars.color.danger,
  selectors: { '&:empty': { display: 'none' } },
});

export const message = style({ margin: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const fileIcon = style({ flexShrink: 0, color: vars.color.onSurfaceMuted });

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.sizeSm,
});

export const fileSize = style({
  flexShrink: 0,
  fontSize: vars.font.sizeXs,
  color: vars.color.onSurfaceMuted,
  fontVariantNumeric: 'tabular-nums',
});
