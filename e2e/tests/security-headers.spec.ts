import { expect, takeCspViolations, test } from '../support/test';

// Issue 15 §4 against the product as it runs: the built pages and the API answer with the security headers, the
// policy really blocks an inline script, and the suite's guard (support/test.ts) sees it.

const TOKEN = 'e2eHeadersTokenAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

test.describe('security headers', () => {
  for (const path of ['/', '/signin', `/v/${TOKEN}`, `/aprovacao/${TOKEN}`]) {
    test(`the page ${path} carries a strict policy and the other headers`, async ({ page }) => {
      const isPortal = /^\/(v|aprovacao)\//.test(path);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      if (isPortal) {
        // The portal's own build: it calls the public IP check it was built with, never the identity endpoint.
        expect(policy).toMatch(/connect-src 'self' https:\/\/api\.ipify\.org;/);
      } else {
        // The identity endpoint the admin build was made with (locally the cognito-local proxy) is reachable.
        expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
      }
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toBeUndefined(); // plain http here
    });
  }

  test('an API answer allows nothing to load', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('an inline script is blocked, and the suite sees the violation', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('button', { name: /^entrar$/i })).toBeVisible();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    // Both the console and the event report it, maybe not at once: take them all, then nothing else may be there.
    const seen: string[] = [];
    await expect
      .poll(() => {
        seen.push(...takeCspViolations());
        return seen.join('\n');
      })
      .toMatch(/script-src/);
    await page.waitForTimeout(500);
    seen.push(...takeCspViolations());
    expect(seen.filter((violation) => !/script-src/.test(violation))).toEqual([]);
  });
});
