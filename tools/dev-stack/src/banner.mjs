// The block start.mjs prints once the product answers.

/**
 * @param {import('./stack.mjs').RunningStack} stack
 * @returns {string}
 */
export function formatBanner(stack) {
  const rule = '='.repeat(100);
  const lines = [rule, `  Backoffice is running: ${stack.url}`, ''];
  if (stack.settings.localIdentity) {
    const rows = [
      ['E-MAIL', 'ROLE', 'PASSWORD', ''],
      ...stack.users.map((user) => [user.email, user.role, user.password, user.note ?? '']),
    ];
    const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
    lines.push('  Demo users (local identity):');
    for (const row of rows) {
      const cells = row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column] ?? 0) : cell));
      lines.push(`    ${cells.join('  ').trimEnd()}`);
    }
    lines.push(
      '',
      '  The local identity (cognito-local) is for development only: the key that signs its tokens is public.',
    );
  } else {
    lines.push(`  Identity: Cognito pool ${stack.settings.poolId} (app client ${stack.settings.clientId}).`);
  }
  if (stack.mail.httpUrl) {
    lines.push('', `  E-mail: every message the product sends lands in the SMTP sink: ${stack.mail.httpUrl}`);
  } else {
    lines.push('', `  E-mail: sent through ${redactUrl(stack.mail.smtpUrl)}.`);
  }
  if (stack.whatsapp.pageUrl) {
    lines.push(`  WhatsApp: every message lands in the Cloud API simulator: ${stack.whatsapp.pageUrl}`);
  } else {
    lines.push(`  WhatsApp: sent through the Cloud API at ${redactUrl(stack.whatsapp.apiUrl)}.`);
  }
  if (stack.buildWarning) lines.push('', `  WARNING: ${stack.buildWarning}`);
  lines.push('', '  Ctrl-C stops everything.', rule);
  return lines.join('\n');
}

/** The URL without its password, for printing. @param {string} url */
function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(an SMTP server)';
  }
}
