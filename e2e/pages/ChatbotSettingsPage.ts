import type { Locator, Page } from 'playwright-core';

// /settings/chatbot/:id and its WhatsApp and installation tabs (pt-BR texts).
export class ChatbotSettingsPage {
  readonly tabs: Locator;
  readonly whatsappForm: Locator;
  readonly installation: Locator;

  constructor(readonly page: Page) {
    this.tabs = page.getByRole('navigation', { name: 'Configurações do chatbot' });
    this.whatsappForm = page.getByRole('form', { name: 'Canal WhatsApp' });
    this.installation = page.getByRole('region', { name: 'Instalação' });
  }

  static async open(
    page: Page,
    botId: string,
    tab: 'whatsapp' | 'installation' | 'integrations' = 'whatsapp',
  ) {
    const settings = new ChatbotSettingsPage(page);
    await page.goto(`/settings/chatbot/${botId}/${tab}`);
    return settings;
  }

  // The integrations tab: adds a webhook integration and answers the secret shown once.
  async addIntegration(name: string, endpoint: string) {
    const region = this.page.getByRole('region', { name: 'Integrações', exact: true });
    await region.getByRole('button', { name: 'Nova integração' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nova integração (webhook)' });
    await dialog.getByLabel('Identificador', { exact: true }).fill(name);
    await dialog.getByLabel('Endpoint', { exact: true }).fill(endpoint);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await region.getByRole('cell', { name, exact: true }).waitFor();
    return region.getByLabel(`Segredo de assinatura de ${name}`, { exact: true }).inputValue();
  }

  tab(name: string) {
    return this.tabs.getByRole('link', { name, exact: true });
  }

  // "WhatsApp Cloud API (Prosa) (5)", "ChatAPI (1)"…
  provider(name: string) {
    return this.whatsappForm.getByRole('radio', { name });
  }

  field(label: string) {
    return this.whatsappForm.getByLabel(label, { exact: true });
  }

  async save() {
    await this.whatsappForm.getByRole('button', { name: 'Salvar' }).click();
    await this.whatsappForm.getByRole('status').filter({ hasText: 'Salvo.' }).waitFor();
  }

  // One of the installation tab's provider cards: its fields by label, then its connect button.
  async connectCard(form: string, fields: Record<string, string>, button: string) {
    const card = this.installation.getByRole('form', { name: form });
    for (const [label, value] of Object.entries(fields)) {
      await card.getByLabel(label, { exact: true }).fill(value);
    }
    await card.getByRole('button', { name: button }).click();
    await card.getByRole('status').filter({ hasText: 'Salvo:' }).waitFor();
  }

  // The Telegram card: the token from @BotFather, the Bot API's address, save.
  async connectTelegram(botToken: string, apiBaseUrl: string) {
    await this.connectCard(
      'Bot do Telegram',
      { 'Token do bot': botToken, 'URL base da API': apiBaseUrl },
      'Conectar Telegram',
    );
  }

  // A Meta card (Messenger's page, or Instagram's account through its page): the page (and the
  // Instagram account), its token, the app's secret, the verify token, Graph's address.
  async connectMeta(
    type: 'Messenger' | 'Instagram',
    page: {
      pageId: string;
      instagramAccountId?: string;
      pageAccessToken: string;
      appSecret: string;
      verifyToken: string;
      graphBaseUrl: string;
    },
  ) {
    await this.connectCard(
      type === 'Messenger' ? 'Página do Messenger' : 'Conta do Instagram',
      {
        'ID da página': page.pageId,
        ...(page.instagramAccountId ? { 'ID da conta do Instagram': page.instagramAccountId } : {}),
        'Token de acesso da página': page.pageAccessToken,
        'Chave secreta do app': page.appSecret,
        'Token de verificação do webhook': page.verifyToken,
        'URL base da Graph API': page.graphBaseUrl,
      },
      `Conectar ${type}`,
    );
  }

  // The RCS card: the RBM agent, the service account's token, the webhook's client token, RBM's
  // address, save.
  async connectRcs(agent: { agentId: string; accessToken: string; clientToken: string; rbmBaseUrl: string }) {
    await this.connectCard(
      'Agente RCS',
      {
        'ID do agente RBM': agent.agentId,
        'Token de acesso': agent.accessToken,
        'Client token do webhook': agent.clientToken,
        'URL base da API RBM': agent.rbmBaseUrl,
      },
      'Conectar RCS',
    );
  }

  // The e-mail card: the sender on a verified domain, the account's SMTP relay and its login.
  async connectEmail(email: {
    fromName: string;
    fromAddress: string;
    smtpHost: string;
    smtpPort: string;
    smtpUser: string;
    smtpPassword: string;
  }) {
    await this.connectCard(
      'Endereço de e-mail',
      {
        'Nome do remetente': email.fromName,
        'E-mail do remetente (em domínio verificado)': email.fromAddress,
        'Servidor SMTP': email.smtpHost,
        'Porta SMTP': email.smtpPort,
        'Usuário SMTP': email.smtpUser,
        'Senha SMTP': email.smtpPassword,
      },
      'Conectar e-mail',
    );
  }

  // Where an e-mail channel's address must deliver: Prosa's inbound SMTP endpoint.
  mailServer(channel: string) {
    return this.channelCard(channel).getByLabel(
      'Servidor de e-mail do endereço (aponte o MX ou um redirecionamento para cá)',
    );
  }

  registeredWebhookUrl(channel: string) {
    return this.channelCard(channel).getByLabel('URL do webhook (registrada no Telegram pelo Prosa)');
  }

  channelCard(name: string) {
    return this.installation.getByRole('article', { name });
  }

  webhookUrl(channel: string) {
    return this.channelCard(channel).getByLabel('URL do webhook (cole no provedor)');
  }

  verifyToken(channel: string) {
    return this.channelCard(channel).getByLabel('Token de verificação (cole no provedor)');
  }

  // The connection test's answer, once it came.
  async testedConnection(channel: string) {
    const tested = await this.testConnection(channel);
    await tested.waitFor();
    return (await tested.textContent()) ?? '';
  }

  async testConnection(channel: string) {
    await this.channelCard(channel)
      .getByRole('button', { name: `Testar a conexão de ${channel}` })
      .click();
    return this.channelCard(channel)
      .getByRole('status')
      .filter({ hasText: /Conexão funcionando|O provedor recusou/ });
  }
}
