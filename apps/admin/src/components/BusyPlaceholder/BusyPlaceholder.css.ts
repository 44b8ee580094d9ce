import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: the placeholders' look is the kit's Skeleton.
export const placeholder = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });
