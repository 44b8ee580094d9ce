// The WhatsApp simulator's page for developers: the messages the API sent (newest first) with the statuses the
// simulator reported, the people's replies, and a form to reply as a person (how "SAIR" is tried by hand).
import { escapeHtml } from './escape-html.mjs';

const time = (/** @type {string} */ iso) =>
  `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').slice(0, 19))}</time>`;

/** @param {import('./whatsapp-sim.mjs').SimMessage} message */
function messageRow(message) {
  const statuses = message.statuses
    .map((event) => `${escapeHtml(event.status)}${event.error ? ` (${event.error.code})` : ''}`)
    .join(' → ');
  return `<tr>
  <td>${time(message.receivedAt)}</td>
  <td>+${escapeHtml(message.to)}</td>
  <td>${escapeHtml(message.template)} <small>${escapeHtml(message.language)}</small></td>
  <td><ol>${message.parameters.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ol></td>
  <td>${statuses || '…'}</td>
</tr>`;
}

/** @param {import('./whatsapp-sim.mjs').SimReply} reply */
function replyRow(reply) {
  return `<tr><td>${time(reply.receivedAt)}</td><td>+${escapeHtml(reply.from)}</td><td>${escapeHtml(reply.text)}</td></tr>`;
}

/**
 * @param {{
 *   messages: import('./whatsapp-sim.mjs').SimMessage[],
 *   replies: import('./whatsapp-sim.mjs').SimReply[],
 *   account: typeof import('./whatsapp-sim.mjs').WHATSAPP_SIM_ACCOUNT,
 *   webhookUrl: string | undefined,
 * }} state
 */
export function renderWhatsappPage({ messages, replies, account, webhookUrl }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>WhatsApp simulator (${messages.length})</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1c1c1c; }
  table { border-collapse: collapse; width: 100%; margin-block-end: 1.5rem; }
  th, td { text-align: start; vertical-align: top; padding: .4rem .6rem; border-bottom: 1px solid #ddd; }
  ol { margin: 0; padding-inline-start: 1.2rem; }
  form { display: flex; gap: .5rem; align-items: end; flex-wrap: wrap; }
  label { display: grid; gap: .2rem; }
</style>
</head>
<body>
<h1>WhatsApp Cloud API simulator</h1>
<p>Phone number id <code>${escapeHtml(account.phoneNumberId)}</code> (+${escapeHtml(account.displayPhoneNumber)}),
  API <code>${escapeHtml(account.apiVersion)}</code>. Webhooks: ${webhookUrl ? `<code>${escapeHtml(webhookUrl)}</code>` : 'none configured'}.
  JSON: <a href="_sim/messages">/_sim/messages</a>. <a href="">Refresh</a></p>
<p>What happens to a message depends on the recipient's last digit: 0 fails (131026), 1 is delivered and never read,
  2 is read at once ("delivered" skipped), any other is delivered, then read.</p>
<h2>Reply as a person</h2>
<form method="post" action="_sim/replies">
  <label>From <input name="from" inputmode="tel" placeholder="5511987654321" required></label>
  <label>Text <input name="text" value="SAIR" required></label>
  <button type="submit">Send reply</button>
</form>
<h2>Messages (${messages.length})</h2>
${
  messages.length
    ? `<table>
<thead><tr><th>Received (UTC)</th><th>To</th><th>Template</th><th>Parameters</th><th>Statuses</th></tr></thead>
<tbody>
${[...messages].reverse().map(messageRow).join('\n')}
</tbody>
</table>`
    : '<p>No messages yet.</p>'
}
<h2>Replies (${replies.length})</h2>
${
  replies.length
    ? `<table>
<thead><tr><th>Received (UTC)</th><th>From</th><th>Text</th></tr></thead>
<tbody>
${[...replies].reverse().map(replyRow).join('\n')}
</tbody>
</table>`
    : '<p>No replies yet.</p>'
}
</body>
</html>
`;
}
