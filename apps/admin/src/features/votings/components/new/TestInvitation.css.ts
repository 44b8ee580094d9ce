import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const root = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xs });
export const hint = style({ display: 'block' });
export const outcome = style({ selectors: { '&:empty': { display: 'none' } } });
