import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberLocale, storedLocale } from './locale-storage';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the kept locale', () => {
  it('is the one remembered last, under the key both apps read', () => {
    expect(storedLocale()).toBeNull();
    rememberLocale('ar');
    expect(storedLocale()).toBe('ar');
    expect(localStorage.getItem('locale')).toBe('ar');
  });

  it('is simply not kept when storage refuses (private mode)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(() => rememberLocale('fr')).not.toThrow();
    expect(storedLocale()).toBeNull();
  });
});
