// Where a link of an e-mail template may point (issue 4's sanitizer, issue 20's editor): an absolute http(s), mailto
// or tel URL, or exactly the `{{link}}` placeholder (the voting's link, filled per recipient). Other placeholders
// cannot stand for a whole URL, so a recipient's data (a name) can never become the scheme; they may still appear
// inside one (`mailto:{{email}}`). The server's sanitizer drops any other href; the editor refuses it as typed.

const LINK_SCHEMES = /^(https?:\/\/|mailto:|tel:)/i;
const LINK_PLACEHOLDER = /^\{\{\s*link\s*\}\}$/;
/** A URL has no whitespace or control character in it (a pasted "https://a b" is two words, not a link). */
const UNBROKEN = /^[^\s\p{Cc}]+$/u;

export const TEMPLATE_LINK_MAX_CHARS = 2_000;

/** Whether `href` (already trimmed) may be a template link's target. */
export function isTemplateLinkHref(href: string): boolean {
  if (LINK_PLACEHOLDER.test(href)) return true;
  return (
    href.length <= TEMPLATE_LINK_MAX_CHARS &&
    LINK_SCHEMES.test(href) &&
    UNBROKEN.test(href) &&
    !/^https?:\/\/$/i.test(href)
  );
}
