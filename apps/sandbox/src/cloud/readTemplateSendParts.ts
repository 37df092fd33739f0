import { type CloudError, cloudErrors } from './cloudErrors.ts';
import type { SeededTemplate } from './seededTemplates.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const parametersOf = (component: Json | undefined) =>
  component && Array.isArray(component.parameters) ? component.parameters : [];

// A template send's header and URL button parameters, checked against the approved template as
// Cloud checks them: a media header needs its image/video/document with a link (else 132012, the
// format mismatch), a text header with {{1}} its text (else 132000), and each URL button whose url
// ends in {{1}} a `button` component of sub_type url at its index with the suffix (else 132000).
// Answers the header as the customer sees it.
export function readTemplateSendParts(
  template: SeededTemplate,
  components: Json[],
): { header?: { format: string; text?: string; link?: string } } | CloudError {
  const given = parametersOf(components.find((component) => component.type === 'header'));
  const header = template.header;
  let shown: { format: string; text?: string; link?: string } | undefined;
  if (header && header.format !== 'TEXT') {
    const [parameter] = given;
    const type = isObject(parameter) ? (text(parameter.type) ?? '') : '';
    const media = isObject(parameter) && isObject(parameter[type]) ? parameter[type] : {};
    const link = text(media.link) ?? '';
    if (given.length !== 1 || type.toUpperCase() !== header.format || !/^https?:\/\//.test(link))
      return cloudErrors.templateParameterFormat(
        `header: Format mismatch, expected ${header.format}, received ${type.toUpperCase() || 'UNKNOWN'}`,
      );
    shown = { format: header.format, link };
  } else {
    const expected = header?.text?.includes('{{1}}') ? 1 : 0;
    if (given.length !== expected) return cloudErrors.templateParameters(expected, given.length, 'header');
    const [parameter] = given;
    const value = isObject(parameter) && parameter.type === 'text' ? text(parameter.text) : null;
    if (expected === 1 && !value)
      return cloudErrors.templateParameterFormat('header: Format mismatch, expected TEXT, received UNKNOWN');
    if (header) shown = { format: 'TEXT', text: (header.text ?? '').replace('{{1}}', value ?? '') };
  }
  const buttons = template.buttons ?? [];
  for (const [index, button] of buttons.entries()) {
    if (button.type !== 'URL' || !button.url.endsWith('{{1}}')) continue;
    const component = components.find(
      (candidate) =>
        candidate.type === 'button' && candidate.sub_type === 'url' && Number(candidate.index) === index,
    );
    const [parameter] = parametersOf(component);
    const suffix = isObject(parameter) && parameter.type === 'text' ? text(parameter.text) : null;
    const count = parametersOf(component).length;
    if (count !== 1) return cloudErrors.templateParameters(1, count, 'button');
    if (!suffix)
      return cloudErrors.templateParameterFormat('button: Format mismatch, expected TEXT, received UNKNOWN');
  }
  return shown ? { header: shown } : {};
}
