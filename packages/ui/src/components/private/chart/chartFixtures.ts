import type { ChartDatum } from './chartModel';

// Sample vote results for the chart stories and tests.
export const voteResults: ChartDatum[] = [
  { key: 'approve', label: 'Aprovar', value: 120, tone: 'success' },
  { key: 'reject', label: 'Rejeitar', value: 45, tone: 'danger' },
  { key: 'abstain', label: 'Abstenção', value: 20, tone: 'neutral' },
  { key: 'conflict', label: 'Conflito de interesse', value: 3, tone: 'warning' },
];

export const weightedResults: ChartDatum[] = [
  { key: 'approve', label: 'Aprovar', value: 0.4523, tone: 'success' },
  { key: 'reject', label: 'Rejeitar', value: 0.2871, tone: 'danger' },
  { key: 'abstain', label: 'Abstenção', value: 0.0906, tone: 'neutral' },
];

export const longLabelResults: ChartDatum[] = [
  {
    key: 'a',
    label: 'Aprovar a reforma da fachada com recursos do fundo de reserva em seis parcelas mensais',
    value: 58,
    tone: 'success',
  },
  {
    key: 'b',
    label: 'Aprovar a reforma com rateio extra entre todas as unidades',
    value: 31,
    tone: 'primary',
  },
  { key: 'c', label: 'Adiar a decisão para a próxima assembleia ordinária', value: 11, tone: 'neutral' },
];
