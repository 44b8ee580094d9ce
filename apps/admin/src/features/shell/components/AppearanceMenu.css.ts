import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: the groups stacked, the panel no wider than a phone allows.
export const popover = style({ inlineSize: 'min(26rem, calc(100vw - 2rem))' });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
