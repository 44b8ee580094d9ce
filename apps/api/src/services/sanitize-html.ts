import sanitize from 'sanitize-html';
import { isTemplateLinkHref } from '@backoffice/domain';

// The HTML of an e-mail template body, cut down to an allow-list that e-mail clients render and that cannot run
// anything: text structure (paragraphs, headings, lists, quotes, tables), emphasis, links and https images.
// Everything else goes: script/style/iframe/object/embed/svg/math/form…, every on* handler, class/id, comments, and
// any URL that is not http(s)/mailto/tel (javascript:, data:, vbscript:, relative or protocol-relative).
//
// Decisions:
// - Links: the domain's `isTemplateLinkHref` (an absolute http(s)/mailto/tel URL, or exactly `{{link}}`), which the
//   template editor also checks as the operator types.
// - Images: only `https:` sources (no http: mixed content, no data: URLs) with alt and numeric width/height; an
//   image left without a source is dropped. Remote images are common in e-mail (a logo); clients that block them
//   show the alt text.
// - Inline styles: a few harmless properties (colour, background colour, alignment, weight, style, decoration)
//   with values matched by strict patterns, so no url(), expression() or escapes get through.
// - The text of dropped containers is kept (`<form>Olá</form>` → `Olá`) except for elements whose content is not
//   text (script, style, svg, iframe…), which go with their content.
// - The output is well-formed: unclosed tags are closed, stray closing tags dropped.

const TEXT_TAGS = ['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'span', 'div', 'blockquote'];
const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4'];
const LIST_TAGS = ['ul', 'ol', 'li'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th'];

/** Elements whose content is dropped with them (not readable text, or code). */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'head',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

const STYLED_TAGS = ['p', 'span', 'div', 'blockquote', 'li', 'td', 'th', 'table', ...HEADING_TAGS];

const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const SAFE_STYLES: Record<string, RegExp[]> = {
  color: COLOUR,
  'background-color': COLOUR,
  'text-align': [/^(left|right|center|justify|start|end)$/i],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
  'font-style': [/^(normal|italic)$/i],
  'text-decoration': [/^(none|underline|line-through)$/i],
};

const IMAGE_SOURCE = /^https:\/\//i;
const DIMENSION = /^\d{1,4}$/;
const SPAN = /^\d{1,3}$/;

function keepIf(attribs: sanitize.Attributes, name: string, rule: (value: string) => boolean): void {
  const value = attribs[name]?.trim();
  if (value !== undefined && rule(value)) attribs[name] = value;
  else delete attribs[name];
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...TEXT_TAGS, ...HEADING_TAGS, ...LIST_TAGS, ...TABLE_TAGS, 'a', 'img'],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'scope', 'style'],
    ...Object.fromEntries(
      STYLED_TAGS.filter((tag) => tag !== 'td' && tag !== 'th').map((tag) => [tag, ['style']]),
    ),
  },
  allowedStyles: { '*': SAFE_STYLES },
  allowedClasses: {},
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  enforceHtmlBoundary: false,
  // Before the library's own checks (which also run): the stricter rules above.
  transformTags: {
    a: (tagName, attribs) => {
      keepIf(attribs, 'href', isTemplateLinkHref);
      return { tagName, attribs };
    },
    img: (tagName, attribs) => {
      keepIf(attribs, 'src', (src) => IMAGE_SOURCE.test(src));
      keepIf(attribs, 'width', (value) => DIMENSION.test(value));
      keepIf(attribs, 'height', (value) => DIMENSION.test(value));
      return { tagName, attribs };
    },
    td: (tagName, attribs) => spans(tagName, attribs),
    th: (tagName, attribs) => {
      keepIf(attribs, 'scope', (scope) => /^(row|col|rowgroup|colgroup)$/.test(scope));
      return spans(tagName, attribs);
    },
  },
  // An image whose source was refused is nothing but a broken box; a link without a target is just its text.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !frame.attribs.src;
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return false;
  },
};

function spans(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  keepIf(attribs, 'colspan', (value) => SPAN.test(value));
  keepIf(attribs, 'rowspan', (value) => SPAN.test(value));
  return { tagName, attribs };
}

/** The e-mail body's HTML with only what the allow-list above keeps. */
export function sanitizeEmailHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** Text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
