import { createHash } from 'node:crypto';
import { renderTemplate, seededTemplates, variableCountOf } from '../cloud/seededTemplates.ts';

// The sandbox's Twilio Content templates: the same approved templates every sandbox WABA has, each
// under a stable ContentSid (HX + 32 hex), which is how Twilio sends a WhatsApp template.
export const twilioContentTemplates = seededTemplates.map((template) => ({
  ...template,
  sid: `HX${createHash('md5').update(`${template.name}:${template.language}`).digest('hex')}`,
}));

export function renderContent(sid: string, variablesJson: string | null) {
  const template = twilioContentTemplates.find((candidate) => candidate.sid === sid);
  if (!template) return null;
  let variables: Record<string, string> = {};
  try {
    variables = variablesJson ? (JSON.parse(variablesJson) as Record<string, string>) : {};
  } catch {
    return null;
  }
  const values = Array.from(
    { length: variableCountOf(template.body) },
    (_, index) => variables[index + 1] ?? '',
  );
  return { template, body: renderTemplate(template.body, values) };
}
