import { describe, expect, it } from 'vitest';
import { samplePlaceholderValues, templateIssues } from '@backoffice/domain';
import { DEMO_COMPANY } from '../index.ts';
import { prepareTemplate, previewTemplate } from './templates.ts';

// The templates service's unit cases (no database); the API's cases are in test/templates.test.ts.
const SAMPLES = samplePlaceholderValues();

describe('templates service', () => {
  it('the demo templates are stored exactly as the server would store them', () => {
    for (const t of DEMO_COMPANY.templates) {
      const input = { name: t.name, kind: t.kind, channel: t.channel, subject: t.subject, body: t.body };
      expect(templateIssues(input), t.name).toEqual([]);
      expect(prepareTemplate(input), t.name).toMatchObject(input);
    }
    const kinds = DEMO_COMPANY.templates.map((t) => `${t.kind}/${t.channel}`);
    expect(kinds).toEqual(expect.arrayContaining(['message/email', 'message/whatsapp', 'ballot/email']));
  });

  it('the preview HTML-escapes the values filled into an e-mail body, not those of the subject or a WhatsApp text', () => {
    const samples = { ...SAMPLES, nome: 'Ana <b>"&"</b>', link: 'https://x.example/?a=1&b="2"' };
    const email = previewTemplate(
      {
        kind: 'message',
        channel: 'email',
        subject: 'Oi, {{nome}}',
        body: '<p>{{nome}}</p><a href="{{link}}">v</a>',
      },
      samples,
    );
    expect(email.body).toBe(
      '<p>Ana &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt;</p><a href="https://x.example/?a=1&amp;b=&quot;2&quot;">v</a>',
    );
    expect(email.subject).toBe('Oi, Ana <b>"&"</b>');
    const whatsapp = previewTemplate(
      { kind: 'message', channel: 'whatsapp', subject: null, body: 'Oi, {{nome}}' },
      samples,
    );
    expect(whatsapp.body).toBe('Oi, Ana <b>"&"</b>');
  });
});
