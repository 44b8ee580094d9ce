import { findPlaceholders } from '@backoffice/domain';
import { PLACEHOLDER_ATTRIBUTE } from './placeholderNode';

// What goes between a template's stored body and the visual editors. A stored body has its placeholders as plain
// `{{name}}` text (what the server checks and fills); the editors hold them as chips (placeholderNode.ts). Only text
// is turned into chips: a `{{link}}` in an href stays the link's target.

const PLACEHOLDER_TEXT = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** The elements the e-mail editor represents; anything else (a table, an image) it would lose. */
const VISUAL_TAGS = new Set([
  'P',
  'BR',
  'HR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'H1',
  'H2',
  'H3',
  'H4',
  'UL',
  'OL',
  'LI',
  'BLOCKQUOTE',
  'A',
  'SPAN',
  'DIV',
]);

/** An event-handler attribute in a tag (`<p onclick=…>`): its `on` is renamed before parsing (see parse). */
const HANDLER = /(<[a-z][^>]*?[\s/])on([a-z]+\s*=)/gi;

/**
 * A body's HTML as an inert tree to read. Event-handler attributes are renamed first (`data-on…`): Chrome checks the
 * page's policy for each as it parses, even in a document that runs nothing, and reports a violation. Nothing of them
 * would be kept anyway (the visual editor has no such attribute; the server's sanitizer drops them).
 */
function parse(html: string): HTMLElement {
  let inert = html;
  for (let before = ''; before !== inert;) {
    before = inert;
    inert = inert.replace(HANDLER, '$1data-on$2');
  }
  return new DOMParser().parseFromString(`<body>${inert}</body>`, 'text/html').body;
}

/** Every `{{name}}` of the text nodes under `root` as a chip element. */
function chipsFromText(root: HTMLElement): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    const value = text.data;
    if (!findPlaceholders(value).length) continue;
    const pieces = root.ownerDocument.createDocumentFragment();
    let at = 0;
    for (const match of value.matchAll(PLACEHOLDER_TEXT)) {
      pieces.append(value.slice(at, match.index));
      const chip = root.ownerDocument.createElement('span');
      chip.setAttribute(PLACEHOLDER_ATTRIBUTE, match[1]!);
      pieces.append(chip);
      at = match.index + match[0].length;
    }
    pieces.append(value.slice(at));
    text.replaceWith(pieces);
  }
}

/** A stored e-mail body (sanitized HTML) as the e-mail editor loads it. */
export function toEditorHtml(html: string): string {
  const body = parse(html);
  chipsFromText(body);
  return body.innerHTML;
}

/** The e-mail editor's HTML as a template's body: chips back to `{{name}}`; an empty document is an empty body. */
export function fromEditorHtml(html: string): string {
  const body = parse(html);
  for (const chip of body.querySelectorAll(`span[${PLACEHOLDER_ATTRIBUTE}]`))
    chip.replaceWith(`{{${chip.getAttribute(PLACEHOLDER_ATTRIBUTE) ?? ''}}}`);
  if (!body.textContent?.trim() && !body.querySelector('hr')) return '';
  return body.innerHTML;
}

/**
 * Whether the e-mail editor can open `html` without losing anything: only the elements it represents, and no
 * inline style (a coloured cell, a centred paragraph). Otherwise the body is edited as HTML.
 */
export function visualEditorKeeps(html: string): boolean {
  for (const element of parse(html).querySelectorAll('*')) {
    if (!VISUAL_TAGS.has(element.tagName) || element.hasAttribute('style')) return false;
  }
  return true;
}

/** A WhatsApp text as the WhatsApp editor loads it: a paragraph per line, its placeholders as chips. */
export function textToEditorHtml(text: string): string {
  const document = parse('');
  const root = document.ownerDocument.createElement('div');
  for (const line of text.split(/\r\n|\r|\n/)) {
    const paragraph = document.ownerDocument.createElement('p');
    paragraph.textContent = line;
    root.append(paragraph);
  }
  chipsFromText(root);
  return root.innerHTML;
}
