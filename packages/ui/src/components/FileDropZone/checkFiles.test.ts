import { describe, expect, it } from 'vitest';
import { checkFiles, type FileRejectionReason, type FileRules } from './checkFiles';
import { formatFileSize } from './formatFileSize';

function file(name: string, type: string, size = 10) {
  return new File([new Uint8Array(size)], name, { type });
}

const pdf = file('ata.pdf', 'application/pdf');
const png = file('foto.PNG', 'image/png');
const csvWithoutType = file('membros.csv', '');
const exe = file('setup.exe', 'application/x-msdownload');

describe('checkFiles', () => {
  const cases: Array<{
    title: string;
    files: File[];
    rules: FileRules;
    currentCount?: number;
    accepted: string[];
    rejected: Array<[string, FileRejectionReason]>;
  }> = [
    {
      title: 'no rules: everything passes',
      files: [pdf, exe],
      rules: {},
      accepted: ['ata.pdf', 'setup.exe'],
      rejected: [],
    },
    {
      title: 'exact MIME type',
      files: [pdf, png],
      rules: { acceptedFileTypes: ['application/pdf'] },
      accepted: ['ata.pdf'],
      rejected: [['foto.PNG', 'type']],
    },
    {
      title: 'wildcard MIME type',
      files: [pdf, png],
      rules: { acceptedFileTypes: ['image/*'] },
      accepted: ['foto.PNG'],
      rejected: [['ata.pdf', 'type']],
    },
    {
      title: 'extension, case-insensitive, also without a MIME type',
      files: [png, csvWithoutType, exe],
      rules: { acceptedFileTypes: ['.png', '.CSV'] },
      accepted: ['foto.PNG', 'membros.csv'],
      rejected: [['setup.exe', 'type']],
    },
    {
      title: 'a file without MIME type does not match a MIME rule',
      files: [csvWithoutType],
      rules: { acceptedFileTypes: ['text/csv'] },
      accepted: [],
      rejected: [['membros.csv', 'type']],
    },
    {
      title: 'size limit is inclusive',
      files: [file('exato.pdf', 'application/pdf', 100), file('grande.pdf', 'application/pdf', 101)],
      rules: { maxFileSize: 100 },
      accepted: ['exato.pdf'],
      rejected: [['grande.pdf', 'size']],
    },
    {
      title: 'type is checked before size',
      files: [file('grande.exe', 'application/x-msdownload', 500)],
      rules: { acceptedFileTypes: ['application/pdf'], maxFileSize: 100 },
      accepted: [],
      rejected: [['grande.exe', 'type']],
    },
    {
      title: 'count: files beyond the limit are rejected in order',
      files: [pdf, png, exe],
      rules: { maxFiles: 2 },
      accepted: ['ata.pdf', 'foto.PNG'],
      rejected: [['setup.exe', 'count']],
    },
    {
      title: 'count includes the files already kept',
      files: [pdf, png],
      rules: { maxFiles: 2 },
      currentCount: 1,
      accepted: ['ata.pdf'],
      rejected: [['foto.PNG', 'count']],
    },
    {
      title: 'rejected files do not use up a place',
      files: [exe, pdf],
      rules: { acceptedFileTypes: ['.pdf'], maxFiles: 1 },
      accepted: ['ata.pdf'],
      rejected: [['setup.exe', 'type']],
    },
  ];

  it.each(cases)('$title', ({ files, rules, currentCount, accepted, rejected }) => {
    const result = checkFiles(files, rules, currentCount);
    expect(result.accepted.map((f) => f.name)).toEqual(accepted);
    expect(result.rejected.map(({ file: f, reason }) => [f.name, reason])).toEqual(rejected);
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, 'pt-BR', '512 bytes'],
    [12.5 * 1024, 'pt-BR', '12,5 kB'],
    [5 * 1024 * 1024, 'pt-BR', '5 MB'],
    [2.5 * 1024 * 1024, 'en', '2.5 MB'],
    [3 * 1024 ** 3, 'pt-BR', '3 GB'],
  ])('%d bytes in %s is %s', (bytes, locale, text) => {
    expect(formatFileSize(bytes, locale)).toBe(text);
  });
});
