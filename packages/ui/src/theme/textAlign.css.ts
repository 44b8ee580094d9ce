import { createVar, fallbackVar } from '@vanilla-extract/css';

// The start and the end of a line, for `text-align`. Normally the logical 'start' and 'end'. Where a UiProvider's
// direction is forced against its locale's (a right-to-left preview of a Portuguese page: UiProvider.css.ts's
// ownTextDirection), each paragraph reads in its own direction (`unicode-bidi: plaintext`), and a logical start would
// be the paragraph's — the left of a Portuguese line in a mirrored layout. There these are the layout's own sides, so
// texts still line up with the mirrored layout.

export const textStartVar = createVar();
export const textEndVar = createVar();

export const textStart = fallbackVar(textStartVar, 'start');
export const textEnd = fallbackVar(textEndVar, 'end');
