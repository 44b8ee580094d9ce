import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '@backoffice/domain';
import { demoPortalToken } from '../testing/fake-portal';
import { installPortalFake } from '../testing/portal-story';
import { loadPortalDictionary, translatePortal } from './i18n';
import { PortalApp } from './PortalApp';
import { isPortalPath } from './portal-paths';
import { matchLocale, portalLocale, preferredLocale, setPortalLocale } from './stores/locale';

let restore: () => void = () => {};
afterEach(async () => {
  restore();
  await setPortalLocale(DEFAULT_LOCALE, false);
});

describe('the portal entry', () => {
  it('takes the voter and approver links, and nothing of the operator app', () => {
    expect(isPortalPath(`/v/${demoPortalToken}`)).toBe(true);
    expect(isPortalPath('/aprovacao/abc')).toBe(true);
    for (const path of ['/', '/signin', '/votings/list', '/v', '/video/1', '/aprovacoes/x']) {
      expect(isPortalPath(path)).toBe(false);
    }
  });
});

describe('the portal locale', () => {
  it('is the kept choice, else the first browser language it speaks, else pt-BR', () => {
    expect(preferredLocale('fr', ['en-US'])).toBe('fr');
    expect(preferredLocale(null, ['de-DE', 'pt-PT', 'en'])).toBe('pt-BR');
    expect(preferredLocale('xx', ['ar-EG'])).toBe('ar');
    expect(preferredLocale(null, ['de', 'ja'])).toBe('pt-BR');
    expect(matchLocale('zh-Hant-TW')).toBe('zh');
    expect(matchLocale('ko')).toBeNull();
  });

  it('loads the portal’s namespaces only: the portal’s, the attorney pieces’ and the approver page’s', async () => {
    await loadPortalDictionary('es');
    expect(translatePortal('es', 'portal.pin.digitsOnly')).toBe('Solo se permiten números');
    expect(translatePortal('es', 'attorney.parties.title')).not.toBe('attorney.parties.title');
    expect(translatePortal('es', 'approval.documentTitle' as never)).not.toBe('approval.documentTitle');
    // The operator app's texts are not there.
    expect(translatePortal('es', 'app.title' as never)).toBe('app.title');
  });
});

describe('the portal app', () => {
  it('opens a voter link in the browser’s language and switches to Arabic, right-to-left, keeping the choice', async () => {
    restore = installPortalFake().restore;
    window.history.replaceState(null, '', `/v/${demoPortalToken}`);
    await setPortalLocale('pt-BR', false);
    render(<PortalApp />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Confirme sua identidade' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'pt-BR'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'ar');
    expect(await screen.findByRole('heading', { level: 2, name: 'أكّد هويتك' })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(portalLocale.locale).toBe('ar');
    expect(localStorage.getItem('locale')).toBe('ar');
  });

  it('says a path it does not know is not a page', async () => {
    restore = installPortalFake().restore;
    window.history.replaceState(null, '', '/v/');
    render(<PortalApp />);
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  });
});
