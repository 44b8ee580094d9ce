import { globalStyle, style } from '@vanilla-extract/css';
import { textEndVar, textStartVar } from '../theme/textAlign.css';
import { vars } from '../theme/vars.css';

export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  color: vars.color.onSurface,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });

/**
 * On a root whose direction is forced against its locale's (a right-to-left preview of a Portuguese page): the layout
 * follows the forced direction, while every paragraph of text takes the direction of its own first strong letter, as
 * `dir="auto"` would. Without it a Portuguese sentence laid out right to left loses its order: '2 de 21' showed as
 * 'de 21 2' and a full stop jumped to its start. Texts still line up with the layout: its start and end become
 * physical sides (a paragraph's own start would be the left of a Portuguese line), inherited and through
 * textStart/textEnd.
 */
export const ownTextDirection = style({
  selectors: {
    '&[dir="rtl"]': { textAlign: 'right', vars: { [textStartVar]: 'right', [textEndVar]: 'left' } },
    '&[dir="ltr"]': { textAlign: 'left', vars: { [textStartVar]: 'left', [textEndVar]: 'right' } },
  },
});

globalStyle(`${ownTextDirection} *`, { unicodeBidi: 'plaintext' });
