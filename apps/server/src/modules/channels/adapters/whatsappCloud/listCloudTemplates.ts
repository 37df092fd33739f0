import type { AdapterChannel, HttpFetch, ProviderTemplate } from '../ChannelAdapter.ts';
import { graphJson, graphUrl } from './graphRequest.ts';

// The WABA's message templates with their status and quality, every page (GET
// /{waba-id}/message_templates; the next page is asked with our own URL and the `after` cursor
// rather than by following the `next` link).
const pageSize = 100;
const maxPages = 50;
const fields = 'name,language,status,category,components,quality_score';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

// Positional ({{1}}) or named ({{first_name}}) variables, each counted once.
const variablesIn = (body: string) => new Set(body.match(/\{\{\s*\w+\s*\}\}/g) ?? []).size;

export async function listCloudTemplates(
  channel: AdapterChannel,
  http: HttpFetch,
): Promise<ProviderTemplate[]> {
  const templates: ProviderTemplate[] = [];
  let after: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const query = new URLSearchParams({ fields, limit: String(pageSize) });
    if (after) query.set('after', after);
    const answer = await graphJson(
      channel,
      http,
      `${graphUrl(channel, `${encodeURIComponent(channel.config.wabaId ?? '')}/message_templates`)}?${query}`,
    );
    for (const item of Array.isArray(answer.data) ? answer.data.filter(isObject) : []) {
      const components = Array.isArray(item.components) ? item.components.filter(isObject) : [];
      const body = text(components.find((component) => text(component.type).toUpperCase() === 'BODY')?.text);
      const quality = isObject(item.quality_score) ? text(item.quality_score.score) : '';
      templates.push({
        name: text(item.name),
        language: text(item.language),
        category: text(item.category),
        status: text(item.status),
        ...(quality ? { quality } : {}),
        body,
        variables: variablesIn(body),
      });
    }
    const paging = isObject(answer.paging) ? answer.paging : {};
    const cursors = isObject(paging.cursors) ? paging.cursors : {};
    after = paging.next && text(cursors.after) ? text(cursors.after) : null;
    if (!after) break;
  }
  return templates;
}
