import { describe, expect, it } from 'vitest';
import { isTemplateLinkHref } from './templateLinks.ts';

describe('template links', () => {
  it.each([
    'https://example.com/assembleia',
    'http://example.com',
    'mailto:ri@example.com',
    'mailto:{{email}}',
    'tel:+5511999990000',
    '{{link}}',
    '{{ link }}',
  ])('takes %j', (href) => expect(isTemplateLinkHref(href)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    '//example.com',
    '/relativo',
    'example.com',
    '{{nome}}',
    'https://',
    'https://a b',
    'https://a\u0000b',
    `https://example.com/${'a'.repeat(2000)}`,
  ])('refuses %j', (href) => expect(isTemplateLinkHref(href)).toBe(false));
});
