import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '@backoffice/domain';
import { demoLast4, demoPortalToken } from '../testing/fake-portal';
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

    // The kit's menu button (its code fetched when reached for), in the bar beside the company.
    // The bar is the first header (jsdom also counts the voting's header inside main as a banner; browsers do not).
    const banner = screen.getAllByRole('banner')[0]!;
    await userEvent.click(
      within(banner).getByRole('button', { name: /^PT – Idioma: Português \(Brasil\)$/ }),
    );
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'أكّد هويتك' })).toBeVisible();
    await waitFor(() =>
      expect(within(banner).getByRole('button', { name: /^AR – اللغة: العربية$/ })).toHaveFocus(),
    );
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(portalLocale.locale).toBe('ar');
    expect(localStorage.getItem('locale')).toBe('ar');
  });

  it('shows the voting’s company, logo and name, in the bar on every step; the title block is compact after the first', async () => {
    restore = installPortalFake({
      voting: { company: { name: 'Vila Olímpia Gestora de Recursos', logoUrl: '/api/files/logo.png' } },
    }).restore;
    window.history.replaceState(null, '', `/v/${demoPortalToken}`);
    const user = userEvent.setup();
    render(<PortalApp />);
    const banner = screen.getAllByRole('banner')[0]!;
    expect(await within(banner).findByText('Vila Olímpia Gestora de Recursos')).toBeVisible();
    expect(banner.querySelector('img')).toHaveAttribute('src', '/api/files/logo.png');
    expect(banner.querySelector('img')).toHaveAttribute('alt', '');
    // The first screen: the voting's description, the title at full size.
    expect(screen.getByText(/Aprovação das contas do exercício e eleição/)).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: '4 últimos dígitos do CPF' }), `${demoLast4}{Enter}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Digite o código recebido' })).toBeVisible();
    expect(within(banner).getByText('Vila Olímpia Gestora de Recursos')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vila Olímpia');
    expect(screen.queryByText(/Aprovação das contas do exercício e eleição/)).not.toBeInTheDocument();
  });

  it('says a path it does not know is not a page', async () => {
    restore = installPortalFake().restore;
    window.history.replaceState(null, '', '/v/');
    render(<PortalApp />);
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  });
});
