import type { ApiClient } from '../ApiClient.ts';
import type { BroadcastMatrixFixtures } from './broadcastMatrixFixtures.ts';
import type { ChannelMatrixFixtures } from './channelsMatrixFixtures.ts';
import type { ContactIdentitiesMatrixFixtures } from './contactIdentitiesMatrixFixtures.ts';
import type { ContactMatrixFixtures } from './contactsMatrixFixtures.ts';
import type { FlowMatrixFixtures } from './flowMatrixFixtures.ts';
import type { IntegrationMatrixFixtures } from './integrationsMatrixFixtures.ts';
import type { KnowledgeMatrixFixtures } from './knowledgeMatrixFixtures.ts';
import type { ListMatrixFixtures } from './listsMatrixFixtures.ts';
import type { LiveMatrixFixtures } from './liveMatrixFixtures.ts';
import type { SendingDomainMatrixFixtures } from './sendingDomainsMatrixFixtures.ts';

export interface Request {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

// Objects of Prosa Demo the matrix points at. A route that uses its object up (delete, share,
// deactivate) gets a fresh one for each call, so every caller meets the same situation.
export class MatrixFixtures {
  private counter = 0;
  tagId = '';
  quickResponseId = '';
  journeyId = '';
  departmentId = '';
  memberId = '';
  attachmentId = '';
  liveSettings: { behavior: unknown; messages: unknown } = { behavior: {}, messages: {} };
  // Set by the test, which holds the database the rooms are written to.
  live!: LiveMatrixFixtures;
  knowledge!: KnowledgeMatrixFixtures;
  flows!: FlowMatrixFixtures;
  contacts!: ContactMatrixFixtures;
  identities!: ContactIdentitiesMatrixFixtures;
  channels!: ChannelMatrixFixtures;
  domains!: SendingDomainMatrixFixtures;
  lists!: ListMatrixFixtures;
  broadcast!: BroadcastMatrixFixtures;
  integrations!: IntegrationMatrixFixtures;

  constructor(
    readonly admin: ApiClient,
    readonly manager: ApiClient,
  ) {}

  unique(prefix: string) {
    this.counter += 1;
    return `${prefix} ${this.counter}`;
  }

  async setUp() {
    this.tagId = await this.freshTag();
    this.quickResponseId = await this.freshQuickResponse();
    this.journeyId = await this.freshJourney();
    this.departmentId = await this.freshDepartment();
    this.memberId = await this.freshMember();
    this.attachmentId = (
      await this.created(this.admin.request('POST', '/api/live/attachments', 'hello', this.uploadHeaders))
    ).attachment.id;
    this.liveSettings = (await this.created(this.admin.get('/api/settings/live'))).settings;
  }

  private async created(answer: ReturnType<ApiClient['get']>) {
    const { status, body } = await answer;
    if (status !== 200) throw new Error(`fixture answered ${status}: ${JSON.stringify(body)}`);
    return body;
  }

  // A raw upload: the body is the file itself.
  uploadHeaders = { 'content-type': 'text/plain', 'x-file-name': 'matriz.txt' };

  tagBody = () => ({ title: this.unique('Matriz'), color: '#112233' });
  async freshTag(): Promise<string> {
    return (await this.created(this.admin.post('/api/settings/tags', this.tagBody()))).tag.id;
  }

  quickResponseBody = () => ({ title: this.unique('Matriz'), message: 'Mensagem da matriz' });
  // The manager's, shared: others may read it, managers and above change it.
  async freshQuickResponse(): Promise<string> {
    const { quickResponse } = await this.created(
      this.manager.post('/api/quick-responses', this.quickResponseBody()),
    );
    await this.created(this.manager.post(`/api/quick-responses/${quickResponse.id}/share`, { shared: true }));
    return quickResponse.id;
  }

  journeyBody = () => ({ name: this.unique('Matriz'), toleranceMinutes: 15, schedules: [], userIds: [] });
  async freshJourney(): Promise<string> {
    return (await this.created(this.admin.post('/api/settings/journeys', this.journeyBody()))).journey.id;
  }

  departmentBody = () => ({ name: this.unique('Matriz') });
  async freshDepartment(): Promise<string> {
    return (await this.created(this.admin.post('/api/settings/departments', this.departmentBody())))
      .department.id;
  }

  memberBody = () => {
    const name = this.unique('Matriz');
    return { name, email: `${name.replace(' ', '-').toLowerCase()}@matriz.test`, role: 'junior', level: 15 };
  };
  async freshMember(): Promise<string> {
    const body = { ...this.memberBody(), password: 'senha-da-matriz' };
    return (await this.created(this.admin.post('/api/settings/users', body))).user.id;
  }
}
