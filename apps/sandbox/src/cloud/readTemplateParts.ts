import { type CloudError, cloudErrors } from './cloudErrors.ts';
import type { TemplateButton, TemplateHeader } from './seededTemplates.ts';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const headerFormats = ['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'] as const;
const variablesIn = (value: string) => value.match(/\{\{[^}]*\}\}/g) ?? [];
const isHttpUrl = (value: string) => /^https?:\/\/[^\s]+$/.test(value);
// Cloud's limits on a template's buttons: 10 in all, 2 URL buttons, 1 phone number; 25 characters.
const limits = { buttons: 10, url: 2, phone: 1, text: 25, headerText: 60 } as const;

// A submission's HEADER and BUTTONS components as Cloud checks them: a header of a known format
// (a TEXT one of ≤ 60 characters with at most {{1}}, and its example.header_text when it has it;
// a media one with its example.header_handle), and buttons within Cloud's limits (a URL one with
// its url, and its example when the url ends in {{1}}; a PHONE_NUMBER one with its phone_number).
export function readTemplateParts(
  components: Json[],
): { header?: TemplateHeader; buttons?: TemplateButton[] } | CloudError {
  const typed = (type: string) =>
    components.filter((component) => text(component.type)?.toUpperCase() === type);
  const headers = typed('HEADER');
  const buttonGroups = typed('BUTTONS');
  if (headers.length > 1 || buttonGroups.length > 1 || typed('BODY').length > 1)
    return cloudErrors.invalidParameter('a template takes one HEADER, one BODY and one BUTTONS component');
  const parts: { header?: TemplateHeader; buttons?: TemplateButton[] } = {};
  const [header] = headers;
  if (header) {
    const read = readHeader(header);
    if ('httpStatus' in read) return read;
    parts.header = read;
  }
  const [group] = buttonGroups;
  if (group) {
    const read = readButtons(group);
    if ('httpStatus' in read) return read;
    parts.buttons = read;
  }
  return parts;
}

function readHeader(header: Json): TemplateHeader | CloudError {
  const format = (text(header.format) ?? '').toUpperCase();
  if (!headerFormats.includes(format as (typeof headerFormats)[number]))
    return cloudErrors.invalidParameter('HEADER format must be TEXT, IMAGE, VIDEO or DOCUMENT');
  const example = isObject(header.example) ? header.example : {};
  if (format === 'TEXT') {
    const value = text(header.text) ?? '';
    if (value.trim() === '' || value.length > limits.headerText)
      return cloudErrors.invalidParameter('a TEXT HEADER needs a text of 1 to 60 characters');
    const found = variablesIn(value);
    if (found.length > 1 || found.some((variable) => variable !== '{{1}}'))
      return cloudErrors.invalidParameter('a TEXT HEADER takes one variable, {{1}}');
    const examples = Array.isArray(example.header_text)
      ? example.header_text.filter((item) => text(item))
      : [];
    if (examples.length !== found.length)
      return cloudErrors.invalidParameter('header_text examples must give one value per variable');
    return { format: 'TEXT', text: value };
  }
  const handles = Array.isArray(example.header_handle)
    ? example.header_handle.filter((item) => text(item))
    : [];
  if (handles.length !== 1)
    return cloudErrors.invalidParameter(`a ${format} HEADER needs one example.header_handle`);
  return { format: format as TemplateHeader['format'] };
}

function readButtons(group: Json): TemplateButton[] | CloudError {
  const listed = Array.isArray(group.buttons) ? group.buttons : [];
  if (listed.length < 1 || listed.length > limits.buttons)
    return cloudErrors.invalidParameter('BUTTONS takes 1 to 10 buttons');
  const buttons: TemplateButton[] = [];
  for (const button of listed) {
    if (!isObject(button)) return cloudErrors.invalidParameter('a button must be an object');
    const type = text(button.type)?.toUpperCase() ?? '';
    const label = text(button.text) ?? '';
    if (label.trim() === '' || label.length > limits.text)
      return cloudErrors.invalidParameter('a button text must have 1 to 25 characters');
    if (type === 'QUICK_REPLY') buttons.push({ type, text: label });
    else if (type === 'URL') {
      const url = text(button.url) ?? '';
      if (!isHttpUrl(url)) return cloudErrors.invalidParameter('a URL button needs its url');
      const found = variablesIn(url);
      const isDynamic = url.endsWith('{{1}}');
      if (found.length > (isDynamic ? 1 : 0))
        return cloudErrors.invalidParameter('a URL button takes one variable, {{1}}, at the end of its url');
      const examples = Array.isArray(button.example) ? button.example.filter((item) => text(item)) : [];
      if (isDynamic && examples.length !== 1)
        return cloudErrors.invalidParameter('a URL button with {{1}} needs one example url');
      buttons.push({ type, text: label, url });
    } else if (type === 'PHONE_NUMBER') {
      const phone = text(button.phone_number) ?? '';
      if (!/^\+?\d{8,20}$/.test(phone))
        return cloudErrors.invalidParameter('a PHONE_NUMBER button needs its phone_number');
      buttons.push({ type, text: label, phone_number: phone });
    } else return cloudErrors.invalidParameter('a button type must be QUICK_REPLY, URL or PHONE_NUMBER');
  }
  const count = (type: TemplateButton['type']) => buttons.filter((button) => button.type === type).length;
  if (count('URL') > limits.url || count('PHONE_NUMBER') > limits.phone)
    return cloudErrors.invalidParameter('at most 2 URL buttons and 1 PHONE_NUMBER button');
  return buttons;
}
