import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '@backoffice/ui';

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const mark = style({ inlineSize: '2rem', blockSize: '2rem', flexShrink: 0 });
export const name = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  whiteSpace: 'nowrap',
});

/** In the top bar on phones only the mark shows; the name stays for assistive technology. */
export const nameCompact = style({
  '@media': {
    [`not ${mediaQuery.sm}`]: {
      position: 'absolute',
      inlineSize: 1,
      blockSize: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
