import type { ThreadMessage } from '../shared/ProviderFake.ts';
import { type CloudError, cloudErrors } from './cloudErrors.ts';
import { readTemplateSendParts } from './readTemplateSendParts.ts';
import { renderTemplate, type SeededTemplate, variableCountOf } from './seededTemplates.ts';

// What POST /{phone-number-id}/messages asked for, checked as the Cloud API checks it (reply buttons
// ≤ 3 with titles ≤ 20 characters, list rows ≤ 10 with titles ≤ 24, a known template with the right
// body parameters and the header and URL parameters it needs), as the thread's view of it.
// `reference`: biz_opaque_callback_data.
export type SendRequest = {
  to: string;
  reference?: string;
  freeForm: boolean;
  message: Pick<ThreadMessage, 'text' | 'kind' | 'buttons' | 'list' | 'template' | 'media'>;
};

type Json = Record<string, unknown>;

const mediaTypes = ['image', 'audio', 'video', 'document', 'sticker'] as const;
const fallbackMime: Record<(typeof mediaTypes)[number], string> = {
  image: 'image/jpeg',
  audio: 'audio/ogg',
  video: 'video/mp4',
  document: 'application/pdf',
  sticker: 'image/webp',
};
const mimeByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  amr: 'audio/amr',
  mp4: 'video/mp4',
  '3gp': 'video/3gpp',
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function readSendBody(body: unknown, templates: SeededTemplate[]): SendRequest | CloudError {
  if (!isObject(body) || body.messaging_product !== 'whatsapp') {
    return cloudErrors.invalidParameter('messaging_product is required and must be whatsapp');
  }
  const to = text(body.to);
  if (!to || to.replace(/\D/g, '').length < 8)
    return cloudErrors.invalidParameter('to is not a valid phone number');
  const reference = text(body.biz_opaque_callback_data) ?? undefined;
  const type = text(body.type) ?? 'text';
  const content = body[type];
  if (!isObject(content)) return cloudErrors.invalidParameter(`${type} object is required`);
  const base = { to, ...(reference ? { reference } : {}) };

  if (type === 'text') {
    const value = text(content.body);
    if (!value) return cloudErrors.invalidParameter('text.body is required');
    if (value.length > 4096)
      return cloudErrors.invalidParameterValue('text.body is longer than 4096 characters');
    return { ...base, freeForm: true, message: { kind: 'text', text: value } };
  }
  if ((mediaTypes as readonly string[]).includes(type)) {
    const link = text(content.link);
    if (!link) return cloudErrors.invalidParameter(`${type}.link is required (media ids are not kept here)`);
    const path = new URL(link, 'http://x').pathname;
    const name = text(content.filename) ?? decodeURIComponent(path.split('/').pop() || type);
    const extension = name.split('.').pop()?.toLowerCase() ?? '';
    const mime = mimeByExtension[extension] ?? fallbackMime[type as (typeof mediaTypes)[number]];
    return {
      ...base,
      freeForm: true,
      message: { kind: 'media', text: text(content.caption) ?? '', media: { url: link, mime, name, type } },
    };
  }
  if (type === 'interactive') return readInteractive(base, content);
  if (type === 'template') return readTemplate(base, content, templates);
  return cloudErrors.invalidParameter(`unsupported message type ${type}`);
}

function readInteractive(base: { to: string; reference?: string }, content: Json): SendRequest | CloudError {
  const bodyText = isObject(content.body) ? text(content.body.text) : null;
  if (!bodyText) return cloudErrors.invalidParameter('interactive.body.text is required');
  if (bodyText.length > 1024)
    return cloudErrors.invalidParameterValue('interactive.body.text is longer than 1024 characters');
  const action = isObject(content.action) ? content.action : {};
  if (content.type === 'button') {
    const buttons = Array.isArray(action.buttons) ? action.buttons : [];
    if (buttons.length < 1 || buttons.length > 3) {
      return cloudErrors.invalidParameterValue('interactive buttons: between 1 and 3 buttons are allowed');
    }
    const read = buttons.map((button) => (isObject(button) && isObject(button.reply) ? button.reply : {}));
    for (const reply of read) {
      const id = text(reply.id);
      const title = text(reply.title);
      if (!id || !title)
        return cloudErrors.invalidParameter('interactive button reply.id and reply.title are required');
      if (title.length > 20)
        return cloudErrors.invalidParameterValue('interactive button title is longer than 20 characters');
    }
    const buttonsView = read.map((reply) => ({ id: String(reply.id), title: String(reply.title) }));
    if (new Set(buttonsView.map((button) => button.id)).size !== buttonsView.length) {
      return cloudErrors.invalidParameterValue('interactive button ids must be unique');
    }
    return { ...base, freeForm: true, message: { kind: 'buttons', text: bodyText, buttons: buttonsView } };
  }
  if (content.type === 'list') {
    const button = text(action.button);
    if (!button) return cloudErrors.invalidParameter('interactive list action.button is required');
    if (button.length > 20)
      return cloudErrors.invalidParameterValue('interactive list button is longer than 20 characters');
    const sections = Array.isArray(action.sections) ? action.sections.filter(isObject) : [];
    const rows = sections.flatMap((section) =>
      Array.isArray(section.rows) ? section.rows.filter(isObject) : [],
    );
    if (sections.length < 1 || sections.length > 10 || rows.length < 1 || rows.length > 10) {
      return cloudErrors.invalidParameterValue('interactive list: 1 to 10 sections and 1 to 10 rows in all');
    }
    const rowsView: Array<{ id: string; title: string; description?: string }> = [];
    for (const row of rows) {
      const id = text(row.id);
      const title = text(row.title);
      const description = text(row.description);
      if (!id || !title)
        return cloudErrors.invalidParameter('interactive list row id and title are required');
      if (title.length > 24)
        return cloudErrors.invalidParameterValue('interactive list row title is longer than 24 characters');
      if (description && description.length > 72) {
        return cloudErrors.invalidParameterValue(
          'interactive list row description is longer than 72 characters',
        );
      }
      rowsView.push({ id, title, ...(description ? { description } : {}) });
    }
    return {
      ...base,
      freeForm: true,
      message: { kind: 'list', text: bodyText, list: { button, rows: rowsView } },
    };
  }
  return cloudErrors.invalidParameter('interactive.type must be button or list here');
}

function readTemplate(
  base: { to: string; reference?: string },
  content: Json,
  templates: SeededTemplate[],
): SendRequest | CloudError {
  const name = text(content.name) ?? '';
  const language = isObject(content.language) ? (text(content.language.code) ?? '') : '';
  const template = templates.find((candidate) => candidate.name === name && candidate.language === language);
  if (!template) return cloudErrors.templateMissing(name, language);
  const components = Array.isArray(content.components) ? content.components.filter(isObject) : [];
  const bodyComponent = components.find((component) => component.type === 'body');
  const parameters = bodyComponent && Array.isArray(bodyComponent.parameters) ? bodyComponent.parameters : [];
  const variables = parameters.map((parameter) => (isObject(parameter) ? (text(parameter.text) ?? '') : ''));
  const expected = variableCountOf(template.body);
  if (variables.length !== expected) return cloudErrors.templateParameters(expected, variables.length);
  const parts = readTemplateSendParts(template, components);
  if ('httpStatus' in parts) return parts;
  const body = renderTemplate(template.body, variables);
  const quickReplies = template.quickReplies?.map((title, index) => ({
    id: quickReplyPayload(components, index, title),
    title,
  }));
  return {
    ...base,
    freeForm: false,
    message: {
      kind: 'template',
      text: body,
      // What the send asked for, as it came: tests read the components back.
      template: { name, language, body, ...parts, components },
      ...(quickReplies ? { buttons: quickReplies } : {}),
    },
  };
}

// A template's quick reply carries the payload the sender gave its button component (or its text).
function quickReplyPayload(components: Json[], index: number, title: string): string {
  const button = components.find(
    (component) => component.type === 'button' && Number(component.index) === index,
  );
  const parameter = button && Array.isArray(button.parameters) ? button.parameters[0] : undefined;
  return (isObject(parameter) ? text(parameter.payload) : null) ?? title;
}
