import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { votingParticipation } from '@backoffice/domain';
import type { VotingReportData } from '../src/reports/report-data.ts';
import { sampleVotingReportData } from '../src/reports/sample-report-data.ts';
import { votingReportPdfBuffer } from '../src/reports/voting-report-pdf.ts';
import { isWinAnsi, toWinAnsi } from '../src/reports/win-ansi.ts';

// The minutes PDF, read back with PDF.js: what a person reading it (or copying its text) gets.

const require = createRequire(import.meta.url);
const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts/');

interface ReadPdf {
  pages: string[];
  info: Record<string, unknown>;
}

async function readPdf(buffer: Buffer): Promise<ReadPdf> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(buffer), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    let text = '';
    for (const item of content.items) {
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    }
    pages.push(text);
  }
  const { info } = await document.getMetadata();
  await document.destroy();
  return { pages, info: info as Record<string, unknown> };
}

/** eligible 10 (100.5); approve 5 (50.25), reject 2 (20), abstain 1 (10), conflict 1 (10.25). */
function workedExample(represented = 0): VotingReportData {
  const data = sampleVotingReportData();
  return {
    ...data,
    participation: votingParticipation(
      {
        activeVoters: 10 - represented,
        voidedVoters: 0,
        representedOnly: represented,
        voted: { voters: 9 - represented, represented },
        underReview: { voters: 0, represented: 0 },
      },
      'closed',
    ),
    items: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        position: 1,
        title: 'Aprovação das contas',
        totals: {
          approve: { count: 5, weight: '50.25' },
          reject: { count: 2, weight: '20' },
          abstain: { count: 1, weight: '10' },
          conflict: { count: 1, weight: '10.25' },
          eligible: { count: 10, weight: '100.5' },
        },
      },
    ],
  };
}

describe('voting report PDF', () => {
  it('holds the title, the voting data, each item, the documents and the audit head, with their accents', async () => {
    const data = sampleVotingReportData();
    const { pages, info } = await readPdf(await votingReportPdfBuffer(data));
    const text = pages.join('\n');
    expect(text).toContain('Administradora Fiduciária Exemplo S.A.');
    expect(text).toContain('RELATÓRIO DE VOTAÇÃO');
    expect(text).toContain('Assembleia Geral Extraordinária de Cotistas');
    expect(text).toContain('Ponderação Pelo peso (cotas) de cada votante');
    expect(text).toContain('Encerramento 20/03/2026 18:00:04 (UTC-03:00)');
    expect(text).toContain('Prazo final 20/03/2026 17:59:59 (UTC-03:00)');
    for (const item of data.items) expect(text).toContain(`Item ${item.position}. `);
    expect(text).toContain('Aprovação das demonstrações financeiras do exercício de 2025');
    for (const document of data.documents) expect(text).toContain(document.sha256);
    expect(text).toContain('Edital de convocação.pdf');
    expect(text).toContain(data.audit.head as string);
    expect(text).toContain('Registros na trilha: 1.342');
    expect(text).toContain('Gerado em 21/03/2026 09:15:00 (UTC-03:00)');
    expect(info.Title).toBe(`Relatório de votação: ${data.voting.title}`);
    expect(info.Language).toBe('pt-BR');
  });

  it('prints the totals, shares, conflicts and participation of tallyItem in pt-BR numbers', async () => {
    const { pages } = await readPdf(await votingReportPdfBuffer(workedExample()));
    const text = pages.join('\n');
    expect(text).toContain('Aptos a votar: 10 (peso 100,5).');
    expect(text).toContain('Aprovar 5 50,25 55,68%');
    expect(text).toContain('Reprovar 2 20 22,16%');
    expect(text).toContain('Abster-se 1 10 11,08%');
    expect(text).toContain('Não votaram 1 10 11,08%');
    expect(text).toContain('Base do quórum 9 90,25 100,00%');
    expect(text).toContain(
      'Conflito de interesse: 1 (peso 10,25), fora da base do quórum e da participação.',
    );
    expect(text).toContain('Participação: 88,89% por votante; 88,92% por peso.');
    // Who could vote and who did, before the items: no represented party, no split.
    expect(text).toContain('Aptos a votar 10\n');
    expect(text).toContain('Votaram 9\n');
    expect(text).toContain('Não votaram 1\n');
    expect(text).toContain('Votantes anulados 0');
  });

  it('says the represented parties where they are part of a number, in the summary and on each item', async () => {
    const { pages } = await readPdf(await votingReportPdfBuffer(workedExample(1)));
    const text = pages.join('\n');
    expect(text).toContain('Aptos a votar 10 (9 votantes + 1 representado)');
    expect(text).toContain('Votaram 9 (8 votantes + 1 representado)');
    expect(text).toContain('Não votaram 1\n');
    expect(text).toContain('Aptos a votar: 10 (9 votantes + 1 representado; peso 100,5).');
    const sample = (await readPdf(await votingReportPdfBuffer(sampleVotingReportData()))).pages.join('\n');
    expect(sample).toContain('Aptos a votar 1.250 (1.238 votantes + 12 representados)');
    expect(sample).toContain('Aguardando o aprovador 2\n');
  });

  it('numbers every page "Página X de Y"', async () => {
    const { pages } = await readPdf(await votingReportPdfBuffer(sampleVotingReportData()));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => expect(page).toContain(`Página ${index + 1} de ${pages.length}`));
  });

  it('paginates 30 items, each whole on one page', async () => {
    const data = sampleVotingReportData({ itemCount: 30 });
    const { pages } = await readPdf(await votingReportPdfBuffer(data));
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, index) => {
      expect(page).toContain(`Página ${index + 1} de ${pages.length}`);
      const titles = page.match(/^Item \d+\. /gm) ?? [];
      expect(page.match(/^Base do quórum /gm) ?? [], `page ${index + 1}`).toHaveLength(titles.length);
      expect(page.match(/^Participação: /gm) ?? [], `page ${index + 1}`).toHaveLength(titles.length);
    });
    const all = pages.join('\n');
    for (let position = 1; position <= 30; position++) expect(all).toContain(`Item ${position}. `);
    expect(pages.at(-1)).toContain(data.audit.head as string);
  });

  it('says so when there are no documents and no audit entries', async () => {
    const data = { ...sampleVotingReportData(), documents: [], audit: { head: null, count: 0 } };
    const text = (await readPdf(await votingReportPdfBuffer(data))).pages.join('\n');
    expect(text).toContain('Nenhum documento de apoio.');
    expect(text).toContain('Nenhum registro.');
  });

  it('prints decomposed accents composed and characters outside the standard fonts as look-alikes or ?', async () => {
    const data = sampleVotingReportData();
    data.voting.title = 'Cotistas do Fundo 基金 − Série A: reunião de Jose\u0301';
    const text = (await readPdf(await votingReportPdfBuffer(data))).pages.join('\n');
    expect(text).toContain('Cotistas do Fundo ?? - Série A: reunião de José');
  });
});

describe('toWinAnsi', () => {
  it('keeps pt-BR, es, fr and it text as it is', () => {
    const text =
      'Ação, coração, pães, vovô, você, à, güe; año, ¿qué?; où, œuvre, «ça»; perché — “aspas” 10 € • …';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('composes, substitutes and replaces what the fonts cannot show', () => {
    expect(toWinAnsi('Jose\u0301')).toBe('José');
    expect(toWinAnsi('2 − 1 ≥ 0 → ok')).toBe('2 - 1 >= 0 -> ok');
    expect(toWinAnsi('Erdős, ﬁnal')).toBe('Erdos, final');
    expect(toWinAnsi('صندوق 基金')).toBe('????? ??');
    expect(toWinAnsi('a\u0000b\u200bc\td\r\ne')).toBe('abc d\ne');
  });

  it('returns only WinAnsi characters and line feeds', () => {
    let sample = '';
    for (let code = 0; code < 0x3000; code += 7) sample += String.fromCodePoint(code);
    for (const char of toWinAnsi(sample))
      expect(char === '\n' || isWinAnsi(char), `U+${char.codePointAt(0)}`).toBe(true);
  });
});
