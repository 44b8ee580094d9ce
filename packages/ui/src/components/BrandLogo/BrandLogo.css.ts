import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

const markSize = '2rem';

// A narrow row may take the name down to nothing (cut with an ellipsis), never the mark: with no floor the logo shrank
// below its mark, which then spilled over the next control.
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: markSize,
  color: 'inherit',
});

export const mark = style({
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: markSize,
  blockSize: markSize,
  borderRadius: vars.radii.sm,
  overflow: 'hidden',
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'contain' });

export const name = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

/** Compact: on phones only the mark shows; the name stays for assistive technology. */
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
