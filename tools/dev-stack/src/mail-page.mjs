// The SMTP sink's page for developers: every message received, newest first, each readable in place.
import { escapeHtml } from './escape-html.mjs';

/** @param {import('./mail-store.mjs').SinkMessage} message */
function messageRow(message) {
  const id = escapeHtml(message.id);
  const links = [
    message.html ? `<a href="messages/${id}.html" target="_blank" rel="noopener">HTML</a>` : '',
    `<a href="messages/${id}.eml">.eml</a>`,
  ]
    .filter(Boolean)
    .join(' · ');
  return `<tr>
  <td><time datetime="${escapeHtml(message.receivedAt)}">${escapeHtml(message.receivedAt.replace('T', ' ').slice(0, 19))}</time></td>
  <td>${escapeHtml(message.from)}</td>
  <td>${escapeHtml(message.to.join(', '))}</td>
  <td><details><summary>${escapeHtml(message.subject || '(no subject)')}</summary><pre>${escapeHtml(message.text)}</pre></details></td>
  <td>${links}</td>
</tr>`;
}

/**
 * @param {import('./mail-store.mjs').SinkMessage[]} messages oldest first, as the store lists them
 * @param {string} smtpAddress e.g. 127.0.0.1:1025
 */
export function renderMailPage(messages, smtpAddress) {
  const rows = [...messages].reverse().map(messageRow).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>SMTP sink (${messages.length})</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1c1c1c; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: start; vertical-align: top; padding: .4rem .6rem; border-bottom: 1px solid #ddd; }
  pre { white-space: pre-wrap; background: #f6f6f6; padding: .6rem; }
  summary { cursor: pointer; }
</style>
</head>
<body>
<h1>SMTP sink</h1>
<p>Every message sent to <code>smtp://${escapeHtml(smtpAddress)}</code> during development: ${messages.length} message(s).
  JSON: <a href="messages">/messages</a>.
  <button type="button" onclick="fetch('messages', { method: 'DELETE' }).then(() => location.reload())">Delete all</button>
  <a href="">Refresh</a></p>
${
  messages.length
    ? `<table>
<thead><tr><th>Received (UTC)</th><th>From</th><th>To</th><th>Subject</th><th>Open</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No messages yet.</p>'
}
</body>
</html>
`;
}
