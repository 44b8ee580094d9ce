import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@admin/stores/session';
import { renderSignedIn } from '@admin/testing/signed-in';
import { companyFakeState, companyStateOf, TAKEN_PHONE_NUMBER_ID } from '@admin/testing/fake-company';
import { demoCompany } from '@admin/testing/demo-data';

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  return new File([bytes], name, { type: 'image/png' });
};

async function open(role: Parameters<typeof renderSignedIn>[1] = 'ADMIN', options = {}) {
  const rendered = await renderSignedIn('/company/settings', role, options);
  const user = userEvent.setup();
  return { ...rendered, user };
}

const taxIdField = (name: 'CPF' | 'CNPJ') => screen.findByRole('textbox', { name: new RegExp(`^${name}`) });
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

describe('company settings', () => {
  it('shows the company as the server has it', async () => {
    await open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configurações da empresa' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Nome da empresa/ })).toHaveValue(
      'Demo Administradora de Fundos',
    );
    expect(screen.getByRole('radio', { name: 'CNPJ' })).toBeChecked();
    expect(await taxIdField('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(screen.getByRole('switch', { name: 'Comunicação' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Comunicação' })).toHaveAccessibleDescription(
      /Habilita a área Comunicação/,
    );
    expect(screen.getByText('Nenhum logo enviado')).toBeInTheDocument();
  });

  it('shows the stored WhatsApp number as people read it, and sends it back as stored', async () => {
    const { user, api } = await open('ADMIN', { company: demoCompany({ whatsapp: '+5511919509313' }) });
    expect(await screen.findByRole('textbox', { name: /^Número de WhatsApp/ })).toHaveValue(
      '+55 11 91950-9313',
    );
    await save(user);
    expect(await screen.findByText('Configurações da empresa salvas')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT' && c.path.endsWith(demoCompany().id));
    expect(put?.body).toMatchObject({ whatsapp: '+5511919509313' });
  });

  it('saves an alphanumeric CNPJ, the WhatsApp number and the flags, and the nav follows at once', async () => {
    const { user, api } = await open();
    const cnpj = await taxIdField('CNPJ');
    await user.clear(cnpj);
    await user.type(cnpj, '12abc34501de35');
    expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
    await user.type(screen.getByRole('textbox', { name: /^Número de WhatsApp/ }), '+55 (11) 98765-4321');
    await user.click(screen.getByRole('switch', { name: 'Formulários' }));
    await save(user);
    expect(await screen.findByText('Configurações da empresa salvas')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT' && c.path.endsWith(demoCompany().id));
    expect(put?.body).toEqual({
      name: 'Demo Administradora de Fundos',
      identificationType: 'CNPJ',
      companyId: '12ABC34501DE35',
      whatsapp: '+5511987654321',
      communication: true,
      forms: false,
    });
    expect(sessionStore.company?.forms).toBe(false);
    const nav = screen.getByRole('navigation', { name: 'Menu de navegação' });
    await waitFor(() => expect(within(nav).queryByRole('button', { name: /Formulários/ })).toBeNull());
    expect(within(nav).getByRole('button', { name: /Comunicação/ })).toBeInTheDocument();
    expect(sessionStore.company?.companyId).toBe('12ABC34501DE35');
  });

  it('refuses an invalid CNPJ and an invalid CPF next to the field, without sending', async () => {
    const { user, api } = await open();
    const cnpj = await taxIdField('CNPJ');
    await user.clear(cnpj);
    await user.type(cnpj, '11222333000182');
    await save(user);
    expect(
      await screen.findByText('CNPJ inválido: confira os 14 caracteres e os dígitos verificadores'),
    ).toBeInTheDocument();
    expect(cnpj).toHaveAttribute('aria-invalid', 'true');
    expect(cnpj).toHaveValue('11.222.333/0001-82');

    await user.click(screen.getByRole('radio', { name: 'CPF' }));
    const cpf = await taxIdField('CPF');
    await user.clear(cpf);
    await user.type(cpf, '52998224726');
    await save(user);
    expect(await screen.findByText('CPF inválido: confira os 11 dígitos')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    await save(user);
    expect(await screen.findByText('Configurações da empresa salvas')).toBeInTheDocument();
    expect(companyStateOf(api.options).company).toMatchObject({
      identificationType: 'CPF',
      companyId: '52998224725',
    });
  });

  it('refuses a malformed WhatsApp number and a blank name', async () => {
    const { user, api } = await open();
    const name = await screen.findByRole('textbox', { name: /^Nome da empresa/ });
    await user.clear(name);
    await user.type(screen.getByRole('textbox', { name: /^Número de WhatsApp/ }), '11 98765');
    await save(user);
    expect(await screen.findByText('Informe o nome da empresa')).toBeInTheDocument();
    expect(
      screen.getByText('Número de WhatsApp inválido: use o formato +55 11 98765-4321'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('uploads a PNG logo as its own bytes, then removes it after confirmation', async () => {
    const { user, api } = await open();
    const input = (await screen.findByText('Novo logo')).closest('div')!.querySelector('input[type="file"]')!;
    await user.upload(input as HTMLInputElement, png('logo.png', 2048));
    await user.click(screen.getByRole('button', { name: 'Enviar logo' }));
    expect(await screen.findByText('Logo atualizado')).toBeInTheDocument();
    expect(companyStateOf(api.options).uploads).toEqual(['image/png']);
    expect(
      await screen.findByRole('img', { name: 'Logo de Demo Administradora de Fundos' }),
    ).toBeInTheDocument();
    expect(sessionStore.company?.logoRef).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remover logo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover o logo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover logo' }));
    expect(await screen.findByText('Logo removido')).toBeInTheDocument();
    expect(screen.getByText('Nenhum logo enviado')).toBeInTheDocument();
    expect(sessionStore.company?.logoRef).toBeNull();
  });

  it('refuses an oversized or unsupported logo on the spot, and maps the server’s 415', async () => {
    const { user, api } = await open();
    const input = (await screen.findByText('Novo logo'))
      .closest('div')!
      .querySelector('input[type="file"]')! as HTMLInputElement;
    await user.upload(input, png('grande.png', 1024 * 1024 + 1));
    expect(
      await screen.findByText(/O arquivo .grande\.png. excede o tamanho máximo de 1 MB/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar logo' })).toBeDisabled();

    // A PNG by name and type whose bytes are not a PNG: only the server can tell.
    await user.upload(input, new File(['not an image'], 'falso.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Enviar logo' }));
    expect(
      await screen.findByText('Formato não aceito: envie uma imagem PNG, JPEG ou WebP.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.endsWith('/logo'))).toHaveLength(1);
  });

  it('saves the communications’ WhatsApp sender, and says when another company uses the number', async () => {
    const { user, api } = await open();
    const section = await screen.findByRole('region', { name: 'WhatsApp das comunicações' });
    const id = await within(section).findByRole('textbox', { name: /^ID do número de telefone/ });
    const rate = within(section).getByRole('textbox', { name: /^Mensagens por segundo/ });
    expect(rate).toHaveValue('80');
    await user.type(id, TAKEN_PHONE_NUMBER_ID);
    await user.clear(rate);
    await user.type(rate, '120');
    await user.selectOptions(within(section).getByRole('combobox', { name: /^Limite de mensagens/ }), '2000');
    await user.click(within(section).getByRole('button', { name: 'Salvar WhatsApp' }));
    expect(await within(section).findByText('Este número já está em uso por outra empresa.')).toBeVisible();
    expect(id).toHaveAttribute('aria-invalid', 'true');

    await user.clear(id);
    await user.type(id, '100000000000999');
    await user.click(within(section).getByRole('button', { name: 'Salvar WhatsApp' }));
    expect(await screen.findByText('WhatsApp das comunicações salvo')).toBeInTheDocument();
    expect(companyStateOf(api.options).whatsappSender).toEqual({
      phoneNumberId: '100000000000999',
      messagesPerSecond: 120,
      messagingLimit: '2000',
    });
  });

  it('refuses an empty throughput without sending (the field keeps it within 1 to 1,000)', async () => {
    const { user, api } = await open();
    const section = await screen.findByRole('region', { name: 'WhatsApp das comunicações' });
    const rate = await within(section).findByRole('textbox', { name: /^Mensagens por segundo/ });
    await user.clear(rate);
    await user.click(within(section).getByRole('button', { name: 'Salvar WhatsApp' }));
    expect(await within(section).findByText('Informe um número inteiro de 1 a 1.000.')).toBeVisible();
    expect(api.calls.some((c) => c.path.endsWith('/whatsapp-sender') && c.method === 'PUT')).toBe(false);
  });

  it('shows the WhatsApp sender read-only to anyone else', async () => {
    await open('OPERATOR', {
      state: companyFakeState({
        whatsappSender: {
          phoneNumberId: '100000000000555',
          messagesPerSecond: 80,
          messagingLimit: 'unlimited',
        },
      }),
    });
    const section = await screen.findByRole('region', { name: 'WhatsApp das comunicações' });
    expect(await within(section).findByText('100000000000555')).toBeVisible();
    expect(within(section).getByText('Ilimitado')).toBeVisible();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Salvar WhatsApp' })).toBeNull();
  });

  it('is not for MASTER, OPERATOR or OBSERVER', async () => {
    const { api } = await open('MASTER');
    expect(await screen.findByRole('heading', { name: 'Acesso não autorizado' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(false));
  });
});
