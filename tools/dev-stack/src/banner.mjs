// The block start.mjs prints once the product answers.

/**
 * @param {import('./stack.mjs').RunningStack} stack
 * @returns {string}
 */
export function formatBanner(stack) {
  const rule = '='.repeat(78);
  const lines = [rule, `  Backoffice no ar: ${stack.url}`, ''];
  if (stack.settings.localIdentity) {
    lines.push('  Usuários de demonstração (identidade local):');
    const width = Math.max(...stack.users.map((user) => user.email.length));
    for (const user of stack.users) {
      const password = user.firstAccess ? `${user.password} (temporária)` : user.password;
      const note = user.note ? `  ${user.note}` : '';
      lines.push(`    ${user.email.padEnd(width)}  ${user.role.padEnd(8)}  ${password}${note}`);
    }
    lines.push(
      '',
      '  A identidade local (cognito-local) é só para desenvolvimento e demonstração:',
      '  a chave que assina os tokens é pública. Local identity is for development only.',
    );
  } else {
    lines.push(`  Identidade: pool Cognito ${stack.settings.poolId} (cliente ${stack.settings.clientId}).`);
  }
  if (stack.adminWarning) lines.push('', `  ATENÇÃO: ${stack.adminWarning}`);
  lines.push('', '  Ctrl-C encerra tudo.', rule);
  return lines.join('\n');
}
