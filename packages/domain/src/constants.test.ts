import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  DEFAULT_PAGE_SIZE,
  IP_CHECK_TIMEOUT_MS,
  isRtlLocale,
  isSupportedLocale,
  PIN_LENGTH,
  REQUEST_TIMEOUT_MS,
  SNACKBAR_AUTO_HIDE_MS,
  SUPPORTED_LOCALES,
  WORKSPACE_LIST_MAX_HEIGHT_PX,
} from './constants.ts';

describe('constants of spec §9', () => {
  it('have the values of the spec', () => {
    expect(SNACKBAR_AUTO_HIDE_MS).toBe(3 * 1000);
    expect(WORKSPACE_LIST_MAX_HEIGHT_PX).toBe(300);
    expect(REQUEST_TIMEOUT_MS).toBe(30 * 60 * 1000);
    expect(IP_CHECK_TIMEOUT_MS).toBe(10 * 1000);
    expect(PIN_LENGTH).toBe(6);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });

  it('support Portuguese (Brazil) by default plus six languages', () => {
    expect(DEFAULT_LOCALE).toBe('pt-BR');
    expect([...SUPPORTED_LOCALES].sort()).toEqual(['ar', 'en', 'es', 'fr', 'it', 'pt-BR', 'zh']);
    expect(isSupportedLocale('zh')).toBe(true);
    expect(isSupportedLocale('pt')).toBe(false);
    expect(isSupportedLocale(undefined)).toBe(false);
  });

  it('write only Arabic right to left, with or without a region', () => {
    expect(SUPPORTED_LOCALES.filter(isRtlLocale)).toEqual(['ar']);
    expect(isRtlLocale('ar-EG')).toBe(true);
    expect(isRtlLocale('AR')).toBe(true);
    expect(isRtlLocale('pt-BR')).toBe(false);
    expect(isRtlLocale('')).toBe(false);
  });
});
