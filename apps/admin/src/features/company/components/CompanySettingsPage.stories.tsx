import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FeedbackHost } from '@admin/app/FeedbackHost';
import { paths } from '@admin/config/paths';
import { sessionStore } from '@admin/stores/session';
import { demoCompany } from '@admin/testing/demo-data';
import { companyFakeState, FAKE_UPLOADED_LOGO, TAKEN_PHONE_NUMBER_ID } from '@admin/testing/fake-company';
import { StoryRoute } from '@admin/testing/StoryRoute';
import { screenStory, signedInAs, storyT } from '@admin/testing/story-setup';
import CompanySettingsPage from './CompanySettingsPage';

const meta = {
  title: 'Screens/Company/Settings',
  component: CompanySettingsPage,
  parameters: { app: true, testViewport: { width: 1280, height: 1400 } },
  beforeEach: screenStory(signedInAs('ADMIN')),
  render: () => (
    <StoryRoute path={paths.company.settings}>
      <CompanySettingsPage />
      <FeedbackHost />
    </StoryRoute>
  ),
} satisfies Meta<typeof CompanySettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const t = await storyT(globals);
  const canvas = within(canvasElement);
  await canvas.findByRole('textbox', { name: new RegExp(t('company.fields.name')) });
  const taxId = (kind: 'cpf' | 'cnpj') =>
    canvas.getByRole('textbox', { name: new RegExp(`^${t(`company.fields.${kind}`)}`) });
  return {
    t,
    canvas,
    taxId,
    save: () => userEvent.click(canvas.getByRole('button', { name: t('common.saveChanges') })),
  };
}

/** The company as the server has it; a valid change (alphanumeric CNPJ, WhatsApp, a flag off) is saved. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, canvas, taxId, save } = await form(canvasElement, globals);
    const cnpj = taxId('cnpj');
    await expect(cnpj).toHaveValue('11.222.333/0001-81');
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '12abc34501de35');
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('company.fields.whatsapp')) }),
      '+55 11 98765-4321',
    );
    await userEvent.click(canvas.getByRole('switch', { name: t('company.fields.forms') }));
    await save();
    await expect(await within(document.body).findByText(t('company.saved'))).toBeVisible();
    await waitFor(() => expect(sessionStore.company?.forms).toBe(false));
  },
};

/** A CNPJ with wrong check digits is refused next to the field, before anything is sent. */
export const InvalidCnpj: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, canvas, taxId, save } = await form(canvasElement, globals);
    const cnpj = taxId('cnpj');
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '12ABC34501DE36');
    await save();
    await expect(await canvas.findByText(t('company.errors.cnpjInvalid'))).toBeVisible();
    await expect(cnpj).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A CPF with wrong check digits, likewise. */
export const InvalidCpf: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, canvas, taxId, save } = await form(canvasElement, globals);
    await userEvent.click(canvas.getByRole('radio', { name: t('company.fields.cpf') }));
    const cpf = taxId('cpf');
    await userEvent.clear(cpf);
    await userEvent.type(cpf, '52998224726');
    await save();
    await expect(await canvas.findByText(t('company.errors.cpfInvalid'))).toBeVisible();
  },
};

/** A logo over 1 MB is refused on the spot, and nothing can be sent. */
export const OversizedLogo: Story = {
  play: async ({ canvasElement, globals }) => {
    const { t, canvas } = await form(canvasElement, globals);
    const zone = canvas.getByText(t('company.logo.dropLabel')).parentElement!;
    const input = zone.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'logo-grande.png', { type: 'image/png' });
    await userEvent.upload(input, big);
    await expect(await within(zone).findByText(/logo-grande\.png/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('company.logo.upload') })).toBeDisabled();
  },
};

const withLogo = signedInAs('ADMIN', { company: demoCompany({ logoRef: FAKE_UPLOADED_LOGO }) });

/** The current logo is shown above the zone that replaces it. */
export const WithLogo: Story = {
  beforeEach: withLogo,
  play: async ({ canvasElement, globals }) => {
    const { t, canvas } = await form(canvasElement, globals);
    await expect(
      canvas.getByRole('img', { name: t('company.logo.alt', { name: 'Demo Administradora de Fundos' }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('company.logo.remove') })).toBeVisible();
  },
};

/** Removing the logo asks first. */
export const RemoveLogo: Story = {
  beforeEach: withLogo,
  play: async ({ canvasElement, globals }) => {
    const { t, canvas } = await form(canvasElement, globals);
    await userEvent.click(canvas.getByRole('button', { name: t('company.logo.remove') }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('company.logo.removeTitle'),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: t('company.logo.remove') }));
    await expect(await canvas.findByText(t('company.logo.none'))).toBeVisible();
    await waitFor(() => expect(sessionStore.company?.logoRef).toBeNull());
  },
};

/** Anyone but an ADMIN is told the settings are not for them. */
export const NotAdmin: Story = {
  beforeEach: signedInAs('MASTER'),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('common.forbidden') }),
    ).toBeVisible();
  },
};

/** The communications' WhatsApp sender: a number another company uses is refused next to the field. */
export const WhatsappSender: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: t('company.sections.whatsappSender') });
    const id = await within(section).findByRole('textbox', {
      name: new RegExp(t('company.whatsappSender.phoneNumberId')),
    });
    await userEvent.type(id, TAKEN_PHONE_NUMBER_ID);
    await userEvent.click(within(section).getByRole('button', { name: t('company.whatsappSender.save') }));
    await expect(await within(section).findByText(t('company.errors.phoneNumberIdTaken'))).toBeVisible();
  },
};

/** Anyone else reads the WhatsApp sender (communications on), without fields. */
export const WhatsappSenderReadOnly: Story = {
  beforeEach: signedInAs('OPERATOR', {
    state: companyFakeState({
      whatsappSender: { phoneNumberId: '100000000000555', messagesPerSecond: 80, messagingLimit: '2000' },
    }),
  }),
  play: async ({ canvasElement, globals }) => {
    const t = await storyT(globals);
    const section = await within(canvasElement).findByRole('region', {
      name: t('company.sections.whatsappSender'),
    });
    await expect(await within(section).findByText('100000000000555')).toBeVisible();
    await expect(within(section).queryByRole('textbox')).toBeNull();
  },
};
