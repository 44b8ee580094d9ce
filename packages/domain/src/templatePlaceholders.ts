// Message templates (issue 4): e-mail (subject + HTML body) and WhatsApp (text), with `{{placeholder}}`s that
// communications and voting invitations fill per recipient. The same rules run in the editor (live feedback) and on
// the server (which refuses a template that breaks them).

export type TemplateKind = 'message' | 'ballot';
export type TemplateChannel = 'email' | 'whatsapp';

export interface PlaceholderDefinition {
  /** Written `{{name}}` in a template. */
  name: string;
  /** The template kinds that may use it. */
  kinds: readonly TemplateKind[];
  /** What the preview shows in its place (pt-BR sample data). */
  sample: string;
}

const BOTH: readonly TemplateKind[] = ['message', 'ballot'];

export const TEMPLATE_PLACEHOLDERS: readonly PlaceholderDefinition[] = [
  { name: 'nome', kinds: BOTH, sample: 'Maria da Silva' },
  { name: 'email', kinds: BOTH, sample: 'maria.silva@example.com' },
  { name: 'documento', kinds: BOTH, sample: '***.982.247-**' },
  { name: 'empresa', kinds: BOTH, sample: 'Gestora Exemplo S.A.' },
  { name: 'votacao', kinds: BOTH, sample: 'Assembleia do Fundo Imobiliário Exemplo' },
  { name: 'prazo', kinds: BOTH, sample: '30/11/2026 18:00' },
  { name: 'link', kinds: BOTH, sample: 'https://votacao.example.com/v/3f9c2a7e' },
  {
    name: 'itens',
    kinds: ['ballot'],
    sample: '1. Aprovação das demonstrações financeiras de 2025; 2. Eleição do representante dos cotistas',
  },
];

/** A ballot lists the voting's items: without `{{itens}}` it would show nothing to vote on. */
export const BALLOT_REQUIRED_PLACEHOLDER = 'itens';

export type TemplateIssueCode =
  | 'unknown_placeholder'
  | 'malformed_placeholder'
  | 'missing_placeholder'
  | 'subject_required'
  | 'ballot_channel';

export interface TemplateIssue {
  field: 'subject' | 'body' | 'channel';
  code: TemplateIssueCode;
  params?: { name: string };
}

export interface TemplateDraft {
  kind: TemplateKind;
  channel: TemplateChannel;
  subject: string | null;
  body: string;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** The placeholders a kind may use. */
export function placeholdersFor(kind: TemplateKind): readonly PlaceholderDefinition[] {
  return TEMPLATE_PLACEHOLDERS.filter((p) => p.kinds.includes(kind));
}

/** The placeholder names a text uses, in order of first use, each once. */
export function findPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

/** Braces left over once the well-formed placeholders are taken out ('{{nome}', '{{ }}', a stray '}}'), or a
 * triple brace ('{{{nome}}}' means "unescaped" to template engines: never allowed). */
function hasMalformedBraces(text: string): boolean {
  if (/\{\{\{|\}\}\}/.test(text)) return true;
  const rest = text.replace(PLACEHOLDER, '');
  return rest.includes('{{') || rest.includes('}}');
}

function textIssues(field: 'subject' | 'body', text: string, kind: TemplateKind): TemplateIssue[] {
  const allowed = new Set(placeholdersFor(kind).map((p) => p.name));
  const issues: TemplateIssue[] = findPlaceholders(text)
    .filter((name) => !allowed.has(name))
    .map((name) => ({ field, code: 'unknown_placeholder', params: { name } }));
  if (hasMalformedBraces(text)) issues.push({ field, code: 'malformed_placeholder' });
  return issues;
}

/** Every rule the template breaks; empty when it may be saved. */
export function templateIssues(draft: TemplateDraft): TemplateIssue[] {
  const issues: TemplateIssue[] = [];
  if (draft.kind === 'ballot' && draft.channel !== 'email')
    issues.push({ field: 'channel', code: 'ballot_channel' });
  if (draft.channel === 'email') {
    if (!draft.subject?.trim()) issues.push({ field: 'subject', code: 'subject_required' });
    else issues.push(...textIssues('subject', draft.subject, draft.kind));
  }
  issues.push(...textIssues('body', draft.body, draft.kind));
  if (draft.kind === 'ballot' && !findPlaceholders(draft.body).includes(BALLOT_REQUIRED_PLACEHOLDER))
    issues.push({
      field: 'body',
      code: 'missing_placeholder',
      params: { name: BALLOT_REQUIRED_PLACEHOLDER },
    });
  return issues;
}

/**
 * Replaces every placeholder that has a value (after `escape`, e.g. HTML-escaping for an e-mail body); placeholders
 * without a value stay as written, so a mistake shows instead of vanishing.
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
  escape: (value: string) => string = (value) => value,
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? escape(values[name] as string) : whole,
  );
}

/** The sample value of every placeholder (what a preview fills in). */
export function samplePlaceholderValues(): Record<string, string> {
  return Object.fromEntries(TEMPLATE_PLACEHOLDERS.map((p) => [p.name, p.sample]));
}
