import { hsmBodyMaxLength, type MessageTemplate } from '@prosa/contracts';
import { templateSendParts } from '@prosa/domain';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { findTemplateParts } from '../broadcast/index.ts';
import { renderTemplateBody } from './renderTemplateBody.ts';
import { findChannelTemplate } from './whatsappTemplateRepository.ts';

// The template an attendant picked on a channel, checked as the provider will take it: approved,
// every variable filled, the rendered body within WhatsApp's limit. Gives the text the panel shows
// and the template the outbox sends, with what its header and URL buttons need when it was made here.
export async function resolveTemplateMessage(
  db: Db,
  input: { accountId: string; channelId: string; template: MessageTemplate },
): Promise<{ text: string; template: MessageTemplate }> {
  const template = await findChannelTemplate(db, {
    accountId: input.accountId,
    channelId: input.channelId,
    name: input.template.name,
    language: input.template.language,
  });
  if (template?.status.toUpperCase() !== 'APPROVED') throw new CatalogueError('hsm.templateNotFound');
  const variables = input.template.variables.map((value) => value.trim());
  if (variables.length !== template.variables || variables.some((value) => value === ''))
    throw new CatalogueError('hsm.messageRequired');
  const text = renderTemplateBody(template.body, variables);
  if (text.length > hsmBodyMaxLength)
    throw new CatalogueError('hsm.messageTooLong', { max: hsmBodyMaxLength });
  const parts = await findTemplateParts(db, {
    accountId: input.accountId,
    channelId: input.channelId,
    name: template.name,
    language: template.language,
  });
  return {
    text,
    template: {
      name: template.name,
      language: template.language,
      variables,
      ...(parts ? templateSendParts(parts, variables) : {}),
    },
  };
}
