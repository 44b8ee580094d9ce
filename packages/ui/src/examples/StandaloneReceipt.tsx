// A small product that is not the back office: a shop's payment receipt. It uses nothing but the kit's public API
// (`../index`, the same module the built package exposes) and its own texts, brand colour and provider. The dist
// smoke test bundles this very file against the built dist/ to prove that a consumer needs no vanilla-extract.
// The e-mail form opens in place rather than in a Modal: overlays portal to UiProvider's root, above the element
// that carries `brandVars`, so they would lose the brand colour.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Card,
  Form,
  Heading,
  Link,
  Snackbar,
  Text,
  TextField,
  UiProvider,
  brandVars,
  vars,
  type ThemeMode,
} from '../index';

export interface ReceiptItem {
  description: string;
  quantity: number;
  /** Unit price in cents. */
  unitPrice: number;
}

export interface ReceiptTexts {
  title: string;
  paid: string;
  orderLabel: (order: string, date: string) => string;
  itemsCaption: string;
  total: string;
  download: string;
  sendByEmail: string;
  emailFormTitle: string;
  emailLabel: string;
  emailRequired: string;
  send: string;
  cancel: string;
  sent: (email: string) => string;
  close: string;
  contact: string;
}

/** The shop's own texts: the kit brings none of these. */
export const receiptTexts: ReceiptTexts = {
  title: 'Recibo de pagamento',
  paid: 'Pago',
  orderLabel: (order, date) => `Pedido nº ${order} · ${date}`,
  itemsCaption: 'Itens do pedido',
  total: 'Total',
  download: 'Baixar PDF',
  sendByEmail: 'Enviar por e-mail',
  emailFormTitle: 'Enviar recibo por e-mail',
  emailLabel: 'E-mail',
  emailRequired: 'Informe um e-mail para enviar o recibo.',
  send: 'Enviar',
  cancel: 'Cancelar',
  sent: (email) => `Recibo enviado para ${email}.`,
  close: 'Fechar',
  contact: 'Falar com a loja',
};

/** The shop's brand: a deep teal on light pages, a light teal on dark ones (each with a 4.5:1 text colour). */
const brand: Record<'light' | 'dark', [colour: string, onColour: string]> = {
  light: ['#0f766e', '#ffffff'],
  dark: ['#5eead4', '#042f2e'],
};

export interface StandaloneReceiptProps {
  shopName: string;
  order: string;
  /** ISO date of the payment. */
  paidAt: string;
  items: ReceiptItem[];
  locale?: string;
  mode?: ThemeMode;
  direction?: 'ltr' | 'rtl';
  currency?: string;
  texts?: ReceiptTexts;
  onDownload?: () => void;
  onSend?: (email: string) => void;
}

export function StandaloneReceipt({
  locale = 'pt-BR',
  mode = 'light',
  direction,
  ...props
}: StandaloneReceiptProps) {
  const [colour, onColour] = brand[mode === 'dark' ? 'dark' : 'light'];
  return (
    <UiProvider locale={locale} mode={mode} direction={direction} themeStyle="modern">
      <div style={{ ...brandVars(colour, onColour), padding: vars.space.xl }}>
        <Receipt locale={locale} {...props} />
      </div>
    </UiProvider>
  );
}

function Receipt({
  shopName,
  order,
  paidAt,
  items,
  locale,
  currency = 'BRL',
  texts = receiptTexts,
  onDownload,
  onSend,
}: Omit<StandaloneReceiptProps, 'mode' | 'direction'> & { locale: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isEmailOpen, setEmailOpen] = useState(false);
  const emailFormId = useId();
  const sendButton = useRef<HTMLButtonElement>(null);
  // The form leaves the page when it closes: focus goes back to the button that opened it.
  const closeEmail = () => {
    setEmailOpen(false);
    requestAnimationFrame(() => sendButton.current?.focus());
  };
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(paidAt),
  );
  const total = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
  const row = { display: 'flex', justifyContent: 'space-between', gap: vars.space.lg } as const;

  return (
    <main style={{ maxInlineSize: '32rem', marginInline: 'auto' }}>
      <Card as="article">
        <Text size="sm" tone="muted">
          {shopName}
        </Text>
        <div style={{ ...row, alignItems: 'center' }}>
          <Heading level={1} size="xl">
            {texts.title}
          </Heading>
          <Badge tone="success">{texts.paid}</Badge>
        </div>
        <Text tone="muted">{texts.orderLabel(order, date)}</Text>

        <section aria-label={texts.itemsCaption}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((item) => (
              <li
                key={item.description}
                style={{
                  ...row,
                  paddingBlock: vars.space.sm,
                  borderBlockEnd: `1px solid ${vars.color.border}`,
                }}
              >
                <Text elementType="span">{`${item.quantity} × ${item.description}`}</Text>
                <Text elementType="span">{money.format((item.quantity * item.unitPrice) / 100)}</Text>
              </li>
            ))}
          </ul>
          <p
            style={{ ...row, margin: 0, paddingBlockStart: vars.space.md, fontWeight: vars.font.weightBold }}
          >
            <span>{texts.total}</span>
            <span data-testid="receipt-total">{money.format(total / 100)}</span>
          </p>
        </section>

        <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
          <Button onPress={onDownload}>{texts.download}</Button>
          <Button
            ref={sendButton}
            variant="secondary"
            aria-expanded={isEmailOpen}
            aria-controls={isEmailOpen ? emailFormId : undefined}
            onPress={() => setEmailOpen(true)}
          >
            {texts.sendByEmail}
          </Button>
        </div>
        {isEmailOpen ? (
          <EmailForm
            id={emailFormId}
            texts={texts}
            onCancel={closeEmail}
            onSend={(email) => {
              onSend?.(email);
              setSentTo(email);
              closeEmail();
            }}
          />
        ) : null}
        <Link href={`mailto:contato@example.com?subject=${encodeURIComponent(order)}`} variant="standalone">
          {texts.contact}
        </Link>
      </Card>
      <div style={{ marginBlockStart: vars.space.lg }}>
        <Snackbar
          isOpen={sentTo !== null}
          tone="success"
          message={sentTo ? texts.sent(sentTo) : ''}
          closeLabel={texts.close}
          onClose={() => setSentTo(null)}
          autoHideMs={null}
        />
      </div>
    </main>
  );
}

function EmailForm({
  id,
  texts,
  onSend,
  onCancel,
}: {
  id: string;
  texts: ReceiptTexts;
  onSend: (email: string) => void;
  onCancel: () => void;
}) {
  // The form appears because the person asked for it: take them to its field.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => wrapper.current?.querySelector('input')?.focus(), []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    if (typeof email === 'string') onSend(email.trim());
  };
  return (
    <div ref={wrapper}>
      <Form id={id} onSubmit={submit} aria-label={texts.emailFormTitle}>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={texts.emailLabel}
          isRequired
          validate={(value) => (value.trim() ? null : texts.emailRequired)}
        />
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm }}>
          <Button variant="ghost" onPress={onCancel}>
            {texts.cancel}
          </Button>
          <Button type="submit">{texts.send}</Button>
        </div>
      </Form>
    </div>
  );
}
