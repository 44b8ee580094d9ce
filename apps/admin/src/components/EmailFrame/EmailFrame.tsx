import * as styles from './EmailFrame.css';

/** The e-mail document the frame shows: the page's own defaults, light like most mail readers. */
function emailDocument(body: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="color-scheme" content="light">',
    '<style>body{margin:16px;font-family:system-ui,sans-serif;line-height:1.5;overflow-wrap:anywhere}',
    'img{max-width:100%;height:auto}</style>',
    `</head><body dir="auto">${body}</body></html>`,
  ].join('');
}

export interface EmailFrameProps {
  /** The e-mail's HTML (sanitized by the server). */
  html: string;
  /** The frame's accessible name. */
  title: string;
}

/**
 * An e-mail's HTML as a recipient would see it, in a sandboxed frame: no scripts, forms, popups or same-origin access
 * even if markup slipped by.
 */
export function EmailFrame({ html, title }: EmailFrameProps) {
  return <iframe sandbox="" title={title} srcDoc={emailDocument(html)} className={styles.frame} />;
}
