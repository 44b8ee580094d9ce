import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

describe('saveFile', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a hidden link to an object URL named as the file, removes it and lets the URL go', async () => {
    const blob = new Blob(['%PDF-'], { type: 'application/pdf' });
    const create = vi.fn(() => 'blob:http://localhost/recibo');
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    saveFile(blob, 'Recibo — Assembleia.pdf');

    expect(create).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('Recibo — Assembleia.pdf');
    expect(clicked[0]!.href).toBe('blob:http://localhost/recibo');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(revoke).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/recibo');
  });
});
