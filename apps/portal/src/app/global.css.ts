import { globalStyle } from '@vanilla-extract/css';

// The document around the UI kit's root, as the operator app has it: no default margins, border-box sizing.
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
