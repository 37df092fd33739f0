import type { ErrorCode } from '@prosa/contracts';

// A template body's {{n}} variables as WhatsApp accepts them (Cloud API template rules): numbered
// from 1 with none skipped, and neither the first nor the last thing in the message. Answers how
// many there are, or the catalogue's error.
export function checkTemplateBody(body: string): { variables: number } | { error: ErrorCode } {
  const text = body.trim();
  if (text === '') return { error: 'broadcast.templateBodyRequired' };
  const found = [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((match) => match[1] ?? '');
  if (found.some((name) => !/^[1-9]\d*$/.test(name))) return { error: 'broadcast.templateVariablesInvalid' };
  const numbers = [...new Set(found.map(Number))].sort((a, b) => a - b);
  if (numbers.some((number, index) => number !== index + 1))
    return { error: 'broadcast.templateVariablesInvalid' };
  if (numbers.length > 0 && (/^\{\{/.test(text) || /\}\}$/.test(text)))
    return { error: 'broadcast.templateVariablesInvalid' };
  return { variables: numbers.length };
}

// A template's name at WhatsApp: lowercase letters, digits and underscores.
export const isTemplateName = (name: string) => /^[a-z0-9_]{1,512}$/.test(name);

// The body with its {{n}} filled from `values` (1-based); a missing value leaves the variable.
export const fillTemplateBody = (body: string, values: string[]) =>
  body.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, index: string) => values[Number(index) - 1] ?? whole);
