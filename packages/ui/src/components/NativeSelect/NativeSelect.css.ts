import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The select and the chevron drawn over its end. */
export const box = style({ position: 'relative', display: 'flex' });

/** The browser's select wearing the kit's field box (`control`); the pseudo-classes stand for RAC's data-*. */
export const select = style({
  appearance: 'none',
  width: '100%',
  minWidth: 0,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: `calc(${vars.space.md} + 18px + ${vars.space.sm})`,
  font: 'inherit',
  fontSize: vars.font.sizeMd,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.onSurface },
    '&:focus-visible': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus-visible': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

/** No choice yet: the placeholder's muted colour (its options keep the ordinary one). */
export const placeholder = style({ color: vars.color.onSurfaceMuted });

export const option = style({ color: vars.color.onSurface, backgroundColor: vars.color.surface });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.onSurfaceMuted,
  pointerEvents: 'none',
});
