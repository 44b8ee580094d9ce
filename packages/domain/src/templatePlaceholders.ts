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

/**
 * A placeholder of the operator's own (a message template's `{{valor_rendimento}}`): a column of a parameterizable
 * communication's spreadsheet. Lower case ASCII letters, digits and `_`, starting with a letter, so that it reads
 * the same as a header (normalizeHeader) and as Meta's variable. A ballot has none: a voting fills only the
 * catalogue's.
 */
export const CUSTOM_PLACEHOLDER_NAME = /^[a-z][a-z0-9_]{0,39}$/;
export const CUSTOM_PLACEHOLDER_MAX_CHARS = 40;
/** Distinct placeholders of its own a template may use (each is a spreadsheet column to fill). */
export const CUSTOM_PLACEHOLDERS_MAX = 20;

export type TemplateIssueCode =
  | 'unknown_placeholder'
  | 'invalid_placeholder_name'
  | 'too_many_placeholders'
  | 'malformed_placeholder'
  | 'missing_placeholder'
  | 'subject_required'
  | 'ballot_channel'
  | 'body_too_long';

export interface TemplateIssue {
  field: 'subject' | 'body' | 'channel';
  code: TemplateIssueCode;
  params?: { name: string } | { limit: number };
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

const CATALOGUE_NAMES = new Set(TEMPLATE_PLACEHOLDERS.map((p) => p.name));

/** A well-formed name that is not the catalogue's: one of the operator's own (a spreadsheet column). */
export function isCustomPlaceholder(name: string): boolean {
  return CUSTOM_PLACEHOLDER_NAME.test(name) && !CATALOGUE_NAMES.has(name);
}

/** The operator's own well-formed placeholders a text uses, in order of first use. */
export function customPlaceholders(text: string): string[] {
  return findPlaceholders(text).filter(isCustomPlaceholder);
}

/** Lower-case ASCII letters and digits with `_` for anything else ("Convocação AGE" → `convocacao_age`). */
export function underscoreSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');
}

/**
 * The custom placeholder name a label becomes: "Valor do rendimento (R$)" → `valor_do_rendimento_r`; accents
 * dropped, anything else an `_`, at most CUSTOM_PLACEHOLDER_MAX_CHARS. Empty when nothing usable is left, or when
 * the result is a catalogue name (`nome`, `itens`): those are the catalogue's, not the operator's.
 */
export function toPlaceholderName(label: string): string {
  const name = underscoreSlug(label)
    .replace(/^[^a-z]+/, '')
    .slice(0, CUSTOM_PLACEHOLDER_MAX_CHARS)
    .replace(/_+$/, '');
  return isCustomPlaceholder(name) ? name : '';
}

function nameIssue(name: string, kind: TemplateKind, allowed: ReadonlySet<string>): TemplateIssueCode | null {
  if (allowed.has(name)) return null;
  // A catalogue name of another kind ({{itens}} in a message), or any other name in a ballot: not fillable.
  if (kind === 'ballot' || CATALOGUE_NAMES.has(name)) return 'unknown_placeholder';
  return CUSTOM_PLACEHOLDER_NAME.test(name) ? null : 'invalid_placeholder_name';
}

function textIssues(field: 'subject' | 'body', text: string, kind: TemplateKind): TemplateIssue[] {
  const allowed = new Set(placeholdersFor(kind).map((p) => p.name));
  const issues: TemplateIssue[] = [];
  for (const name of findPlaceholders(text)) {
    const code = nameIssue(name, kind, allowed);
    if (code) issues.push({ field, code, params: { name } });
  }
  if (hasMalformedBraces(text)) issues.push({ field, code: 'malformed_placeholder' });
  return issues;
}

/** Meta's limit on a WhatsApp message's body: the template as submitted (each variable as `{{n}}`), and each message
 * once filled (whatsappTemplate.ts). */
export const WHATSAPP_BODY_MAX_CHARS = 1_024;

export interface PositionalTemplate {
  /** The text with {{1}}, {{2}} … in place of the named placeholders (a name used twice keeps its number). */
  body: string;
  /** The placeholder names by position: parameters[0] fills {{1}}. */
  parameters: string[];
}

/** A text as Meta takes a template: its named placeholders numbered in order of first use. */
export function toPositionalTemplate(text: string): PositionalTemplate {
  const parameters = findPlaceholders(text);
  const positions = Object.fromEntries(parameters.map((name, index) => [name, `{{${index + 1}}}`]));
  return { body: fillPlaceholders(text, positions), parameters };
}

/** The characters (code points) a WhatsApp template's body counts for Meta: as submitted, `{{1}}` for a variable. */
export function whatsappTemplateLength(text: string): number {
  return [...toPositionalTemplate(text).body].length;
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
  const own = customPlaceholders([draft.subject ?? '', draft.body].join('\n'));
  if (draft.kind === 'message' && own.length > CUSTOM_PLACEHOLDERS_MAX)
    issues.push({ field: 'body', code: 'too_many_placeholders', params: { limit: CUSTOM_PLACEHOLDERS_MAX } });
  if (draft.channel === 'whatsapp' && whatsappTemplateLength(draft.body) > WHATSAPP_BODY_MAX_CHARS)
    issues.push({ field: 'body', code: 'body_too_long', params: { limit: WHATSAPP_BODY_MAX_CHARS } });
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
