import { describe, expect, it } from 'vitest';
import { wrapText } from './chartModel';

// One unit per character keeps the widths easy to reason about.
const measure = (text: string) => text.length;

describe('wrapText', () => {
  it('keeps a label that fits on one line', () => {
    expect(wrapText('Aprovar', 10, measure)).toEqual(['Aprovar']);
  });

  it('breaks between words', () => {
    expect(wrapText('Conflito de interesse', 12, measure)).toEqual(['Conflito de', 'interesse']);
  });

  it('cuts the last allowed line with an ellipsis', () => {
    expect(wrapText('um dois três quatro cinco seis', 9, measure, 2)).toEqual(['um dois', 'três qua…']);
  });

  it('breaks a word longer than a line (or text without spaces) between characters', () => {
    expect(wrapText('反对票数统计结果', 3, measure, 3)).toEqual(['反对票', '数统计', '结果']);
    expect(wrapText('superlongword ok', 5, measure, 5)).toEqual(['super', 'longw', 'ord', 'ok']);
  });
});
