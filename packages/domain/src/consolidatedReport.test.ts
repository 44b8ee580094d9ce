import { describe, expect, it } from 'vitest';
import { consolidatedColumns, consolidatedCsvLines, type ConsolidatedChild } from './consolidatedReport.ts';

const totals = (approve: string, reject: string, abstain = '0', conflict = '0') => ({
  approve: { weight: approve },
  reject: { weight: reject },
  abstain: { weight: abstain },
  conflict: { weight: conflict },
});

const CHILDREN: ConsolidatedChild[] = [
  {
    fundName: '=Fundo Alfa FII',
    fundTaxId: '11222333000181',
    status: 'closed',
    outcome: { outcome: 'tacitly_approved' },
    voters: 3,
    participants: 0,
    auditorOpinion: 'unqualified',
    tacitApprovalAllowed: true,
    items: [
      {
        position: 2,
        title: 'Destinação do resultado',
        totals: totals('0', '0'),
        decision: { quorum: null },
      },
      {
        position: 1,
        title: 'Aprovar as contas; e o parecer',
        totals: totals('1520.250000', '10', '2.5', '1'),
        decision: { quorum: { required: '250000.000000' } },
      },
    ],
  },
];

describe('the consolidated report', () => {
  it('has fifteen columns with the spreadsheet widths', () => {
    const columns = consolidatedColumns();
    expect(columns).toHaveLength(15);
    expect(columns[0]).toEqual({ header: 'Fundo', width: 40 });
    expect(columns.at(-1)).toEqual({ header: 'Regulamento prevê aprovação tácita', width: 18 });
  });

  it('writes a line per fund and item, items by position, decimals with a comma (quoted, as every cell holding one) and no grouping, formulas neutralized', () => {
    const lines = [...consolidatedCsvLines(CHILDREN)];
    expect(lines[0]).toBe(
      '\uFEFFFundo;CNPJ do fundo;Situação;Resultado;Item;Texto do item;Cotas a favor;Cotas contra;' +
        'Cotas em abstenção;Cotas em conflito de interesse;Cotas exigidas para o quórum;Votantes;Participantes;' +
        'Parecer do auditor;Regulamento prevê aprovação tácita\r\n',
    );
    expect(lines.slice(1)).toEqual([
      '\'=Fundo Alfa FII;11.222.333/0001-81;Encerrada;Aprovada tacitamente;1;"Aprovar as contas; e o parecer";' +
        '"1520,25";10;"2,5";1;250000;3;0;Sem ressalva;Sim\r\n',
      "'=Fundo Alfa FII;11.222.333/0001-81;Encerrada;Aprovada tacitamente;2;Destinação do resultado;0;0;0;0;;3;0;" +
        'Sem ressalva;Sim\r\n',
    ]);
  });
});
