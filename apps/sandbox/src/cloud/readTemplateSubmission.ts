import { type CloudError, cloudErrors } from './cloudErrors.ts';
import { readTemplateParts } from './readTemplateParts.ts';
import type { SeededTemplate } from './seededTemplates.ts';
import { variableCountOf } from './seededTemplates.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const categories = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;

// A template submission as Cloud checks it: { name (lowercase, digits, underscores), category,
// language, components: [{ type: 'BODY', text, example: { body_text: [[…one per variable]] } },
// and optionally a HEADER and BUTTONS (readTemplateParts)] }.
export function readTemplateSubmission(
  body: unknown,
):
  | Pick<
      SeededTemplate,
      'name' | 'language' | 'category' | 'body' | 'example' | 'header' | 'buttons' | 'components'
    >
  | CloudError {
  if (!isObject(body)) return cloudErrors.invalidParameter('the body must be a JSON object');
  const name = text(body.name) ?? '';
  if (!/^[a-z0-9_]{1,512}$/.test(name))
    return cloudErrors.invalidParameter('name must be lowercase letters, digits and underscores');
  const category = (text(body.category) ?? '').toUpperCase();
  if (!categories.includes(category as (typeof categories)[number]))
    return cloudErrors.invalidParameter('category must be MARKETING, UTILITY or AUTHENTICATION');
  const language = text(body.language) ?? '';
  if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(language)) return cloudErrors.invalidParameter('language is invalid');
  const components = Array.isArray(body.components) ? body.components.filter(isObject) : [];
  const bodyComponent = components.find((component) => text(component.type)?.toUpperCase() === 'BODY');
  const bodyText = text(bodyComponent?.text) ?? '';
  if (bodyText.trim() === '' || bodyText.length > 1024)
    return cloudErrors.invalidParameter('a BODY component with 1 to 1024 characters is required');
  const examples = isObject(bodyComponent?.example) ? bodyComponent.example.body_text : undefined;
  const example = Array.isArray(examples) && Array.isArray(examples[0]) ? examples[0].map(String) : [];
  if (example.length !== variableCountOf(bodyText))
    return cloudErrors.invalidParameter('body_text examples must give one value per variable');
  const parts = readTemplateParts(components);
  if ('httpStatus' in parts) return parts;
  return {
    name,
    language,
    category: category as SeededTemplate['category'],
    body: bodyText,
    example,
    ...parts,
    components,
  };
}
