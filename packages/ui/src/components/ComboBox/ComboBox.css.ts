import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const spinner = style({ flexShrink: 0, marginInlineEnd: vars.space.xs });

export const chevron = style({
  transition: `transform ${vars.motion.fast}`,
  selectors: { '[data-open] &': { transform: 'rotate(180deg)' } },
});
