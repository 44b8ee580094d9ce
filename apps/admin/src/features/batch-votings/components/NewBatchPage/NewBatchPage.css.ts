import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const page = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '72rem' });
export const titles = style({ display: 'grid', gap: vars.space.xxs });
