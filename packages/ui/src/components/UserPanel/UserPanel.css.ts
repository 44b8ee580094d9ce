import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const panel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  backgroundColor: vars.color.sidebarHover,
  color: vars.color.sidebarText,
  // In the closed navigation rail only the avatar shows, lined up with the nav icons.
  selectors: {
    '[data-rail="collapsed"] &': { paddingInline: 0, backgroundColor: 'transparent' },
  },
});

export const text = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

export const name = style({
  fontWeight: vars.font.weightMedium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const role = style({ fontSize: vars.font.sizeXs, color: vars.color.sidebarTextMuted });
