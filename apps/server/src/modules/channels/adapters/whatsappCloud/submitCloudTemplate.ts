import {
  type AdapterChannel,
  type HttpFetch,
  ProviderError,
  type TemplateSubmission,
} from '../ChannelAdapter.ts';
import { cloudTemplateComponents } from './cloudTemplateComponents.ts';
import { graphJson, graphUrl } from './graphRequest.ts';
import { uploadCloudHeaderSample } from './uploadCloudHeaderSample.ts';

// Submits a template for Meta's review (POST /{waba-id}/message_templates): its name, category,
// language and components (cloudTemplateComponents), with the example values Cloud demands. Cloud answers
// { id, status: 'PENDING', category }; the review's outcome comes later by webhook.
export async function submitCloudTemplate(
  channel: AdapterChannel,
  template: TemplateSubmission,
  http: HttpFetch,
): Promise<{ providerTemplateId: string; status: string }> {
  const url = graphUrl(channel, `${encodeURIComponent(channel.config.wabaId ?? '')}/message_templates`);
  const body = {
    name: template.name,
    category: template.category.toUpperCase(),
    language: template.language,
    components: cloudTemplateComponents(template, await headerHandleOf(channel, template, http)),
  };
  const answer = await graphJson(channel, http, url, { method: 'POST', body });
  const id = answer.id;
  if (typeof id !== 'string' && typeof id !== 'number')
    throw new ProviderError('no_template_id', false, 'Cloud API accepted the template without an id');
  return {
    providerTemplateId: String(id),
    status: typeof answer.status === 'string' ? answer.status.toLowerCase() : 'pending',
  };
}

// A media header's example handle: with the channel's Meta app id, the file uploaded through the
// Resumable Upload API; without one, the header's own link (docs/decisions.md).
async function headerHandleOf(channel: AdapterChannel, template: TemplateSubmission, http: HttpFetch) {
  const { header } = template;
  if (!header || header.kind === 'text') return null;
  if (!channel.config.appId || !template.headerFile) return header.value;
  return uploadCloudHeaderSample(channel, await template.headerFile(), http);
}
