import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
