/**
 * The first start's one-time admin password, as a person at a terminal should find it: a plain block
 * framed in a box on stdout, apart from the JSON log lines (which never carry it). It is printed once:
 * only its hash is stored.
 */
export function adminPasswordBox(input: { username: string; password: string; publicUrl: string }): string {
  const lines = [
    'Admin account created. Sign in at:',
    `  ${input.publicUrl.replace(/\/+$/, '')}/admin-login`,
    `  username: ${input.username}`,
    `  password: ${input.password}`,
    'This password is shown only once: keep it now.',
    'Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return ['', rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule, ''].join('\n') + '\n';
}
