import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

const options = style({ display: 'flex', gap: vars.space.sm });

export const optionsByOrientation = styleVariants({
  vertical: [options, { flexDirection: 'column' }],
  horizontal: [options, { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg }],
});
