import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: the placeholders' look is the kit's Skeleton.
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
