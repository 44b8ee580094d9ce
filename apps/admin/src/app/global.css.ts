import { globalStyle } from '@vanilla-extract/css';

// The document around the UI kit's root: no default margins, so full-page layouts fill the viewport exactly.
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
