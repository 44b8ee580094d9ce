import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: colours, type and shape come from the UI kit's components.
export const section = style({ display: 'grid', gap: vars.space.sm });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
