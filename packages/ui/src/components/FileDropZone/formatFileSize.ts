const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** '512 bytes', '12,5 kB', '2,5 MB' in the locale's number format (1 kB = 1024 bytes). */
export function formatFileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
