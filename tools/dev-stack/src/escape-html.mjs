// Text into an HTML page of the dev stack's (the SMTP sink's, the WhatsApp simulator's).

/** @param {string} value */
export function escapeHtml(value) {
  return value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}
