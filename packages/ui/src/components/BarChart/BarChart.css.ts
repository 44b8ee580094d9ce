import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const container = style({ width: '100%', minWidth: 0, fontSize: vars.font.sizeSm });

export const svg = style({ display: 'block', overflow: 'visible' });

export const track = style({ fill: vars.color.pressed });
