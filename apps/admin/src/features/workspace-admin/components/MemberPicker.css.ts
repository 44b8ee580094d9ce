import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: the fields, tags and texts come from the UI kit.
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const combo = style({ maxInlineSize: '28rem' });
export const option = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
