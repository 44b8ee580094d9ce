import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Start and end take the width of their segments; the button goes to the end of the box. */
export const rangeInput = style({ flex: '0 1 auto', paddingInline: vars.space.sm });

export const separator = style({ color: vars.color.onSurfaceMuted, flexShrink: 0 });

export const button = style({ marginInlineStart: 'auto' });
