import { describe, expect, it } from 'vitest';
import { acceptedType, DOCUMENT_TYPES, IMAGE_TYPES, matchesFileType } from './fileKinds.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('file kinds', () => {
  it('knows each type by its magic number, not by its name', () => {
    expect(matchesFileType('image/png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(true);
    expect(matchesFileType('image/png', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(false);
    expect(matchesFileType('image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(matchesFileType('image/webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe(true);
    expect(matchesFileType('image/webp', bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBe(false);
    expect(matchesFileType('application/pdf', bytes('%PDF-1.7'))).toBe(true);
    expect(matchesFileType('application/pdf', bytes('%PD'))).toBe(false);
  });

  it('accepts a declared media type of the kind, with parameters and in any case; SVG never', () => {
    expect(acceptedType(IMAGE_TYPES, 'IMAGE/PNG; charset=binary')).toBe('image/png');
    expect(acceptedType(IMAGE_TYPES, 'image/svg+xml')).toBeUndefined();
    expect(acceptedType(DOCUMENT_TYPES, 'image/webp')).toBeUndefined();
    expect(acceptedType(DOCUMENT_TYPES, null)).toBeUndefined();
  });
});
