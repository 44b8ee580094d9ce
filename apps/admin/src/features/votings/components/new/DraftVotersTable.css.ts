import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const root = style({ display: 'grid', gap: vars.space.sm });
export const failed = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
