import StarterKit from '@tiptap/starter-kit';
import { isTemplateLinkHref } from '@backoffice/domain';
import { PlaceholderNode } from './placeholderNode';

/**
 * The e-mail editor's schema: only what the server's sanitizer keeps (paragraphs, headings, lists, quotes, rules,
 * emphasis, links to the URLs isTemplateLinkHref takes) and the placeholder chips. No code, no images, no tables
 * (a body that has them is edited as HTML: editorHtml.visualEditorKeeps).
 */
export const EMAIL_EXTENSIONS = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: { levels: [1, 2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: false,
      // The stored link is its href (and a title): no target, rel or class, which the sanitizer would drop anyway.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isTemplateLinkHref(url.trim()),
    },
  }),
  PlaceholderNode,
];

/** The WhatsApp editor's: plain lines of text (a paragraph each) and the chips; Meta's templates are text. */
export const WHATSAPP_EXTENSIONS = [
  StarterKit.configure({
    blockquote: false,
    bold: false,
    bulletList: false,
    code: false,
    codeBlock: false,
    hardBreak: false,
    heading: false,
    horizontalRule: false,
    italic: false,
    link: false,
    listItem: false,
    listKeymap: false,
    orderedList: false,
    strike: false,
    underline: false,
  }),
  PlaceholderNode,
];
