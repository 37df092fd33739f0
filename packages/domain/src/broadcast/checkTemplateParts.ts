import type { BroadcastTemplateButton, BroadcastTemplateHeader } from '@prosa/contracts';

// WhatsApp's limits on a template's header and buttons (Cloud API, message templates): a text
// header of at most 60 characters, a media header by its http(s) URL; at most 10 buttons, of them at
// most 2 URL buttons and 1 phone button, each text at most 25 characters; a URL button's address an
// http(s) URL of at most 2000 characters, a phone button's number 8 to 20 digits with its "+".
export const whatsappTemplateLimits = {
  headerText: 60,
  buttons: 10,
  urlButtons: 2,
  phoneButtons: 1,
  buttonText: 25,
  url: 2000,
} as const;
// An e-mail's subject: the spec's preview cuts it at about 35 characters on mobile, 70 on desktop.
export const emailSubjectPreview = { mobile: 35, desktop: 70 } as const;

type PartsError =
  | 'broadcast.templateHeaderInvalid'
  | 'broadcast.templateButtonsInvalid'
  | 'broadcast.templateSubjectInvalid'
  | 'broadcast.templatePartsNotOnChannel';

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') && value.length <= whatsappTemplateLimits.url
    );
  } catch {
    return false;
  }
};

// WhatsApp lets a text header hold one variable, {{1}}, and a URL button one, {{1}} at the very
// end (its dynamic suffix). Any other {{…}} there is refused.
const variablesIn = (text: string) => text.match(/\{\{[^}]*\}\}/g) ?? [];
export const hasHeaderVariable = (header: BroadcastTemplateHeader | null | undefined) =>
  header?.kind === 'text' && header.value.includes('{{1}}');
export const hasUrlSuffix = (button: BroadcastTemplateButton) =>
  button.kind === 'url' && (button.value ?? '').endsWith('{{1}}');

// The parts of a template beside its body, for its channel: header and buttons are WhatsApp's;
// subject, HTML and text part are e-mail's, whose subject is required. Null when they are right.
// A header's or URL's {{1}} is filled with the dispatch's first value at send (templateSendParts),
// so only a body with variables lets them have one (docs/decisions.md).
export function checkTemplateParts(
  channelType: string,
  parts: {
    body?: string;
    header?: BroadcastTemplateHeader;
    buttons?: BroadcastTemplateButton[];
    emailSubject?: string;
    emailHtml?: string;
    emailText?: string;
  },
): PartsError | null {
  const isWhatsapp = channelType === 'whatsapp';
  const isEmail = channelType === 'email';
  const hasWhatsappParts = parts.header !== undefined || (parts.buttons?.length ?? 0) > 0;
  const hasEmailParts = [parts.emailSubject, parts.emailHtml, parts.emailText].some((part) => part);
  if ((hasWhatsappParts && !isWhatsapp) || (hasEmailParts && !isEmail))
    return 'broadcast.templatePartsNotOnChannel';
  if (isEmail && !parts.emailSubject?.trim()) return 'broadcast.templateSubjectInvalid';
  const bodyHasVariables = variablesIn(parts.body ?? '').length > 0;
  const header = parts.header;
  if (header) {
    if (header.value === '') return 'broadcast.templateHeaderInvalid';
    if (header.kind === 'text' && header.value.length > whatsappTemplateLimits.headerText)
      return 'broadcast.templateHeaderInvalid';
    if (header.kind !== 'text' && !isHttpUrl(header.value)) return 'broadcast.templateHeaderInvalid';
    const found = variablesIn(header.value);
    if (found.length > (header.kind === 'text' ? 1 : 0) || found.some((variable) => variable !== '{{1}}'))
      return 'broadcast.templateHeaderInvalid';
    if (hasHeaderVariable(header) && !bodyHasVariables) return 'broadcast.templateHeaderInvalid';
  }
  const buttons = parts.buttons ?? [];
  if (buttons.length > whatsappTemplateLimits.buttons) return 'broadcast.templateButtonsInvalid';
  const of = (kind: BroadcastTemplateButton['kind']) =>
    buttons.filter((button) => button.kind === kind).length;
  if (of('url') > whatsappTemplateLimits.urlButtons || of('phone') > whatsappTemplateLimits.phoneButtons)
    return 'broadcast.templateButtonsInvalid';
  for (const button of buttons) {
    if (button.text === '' || button.text.length > whatsappTemplateLimits.buttonText)
      return 'broadcast.templateButtonsInvalid';
    if (button.kind === 'url' && !isHttpUrl(button.value ?? '')) return 'broadcast.templateButtonsInvalid';
    const found = variablesIn(button.value ?? '');
    if (found.length > (hasUrlSuffix(button) ? 1 : 0)) return 'broadcast.templateButtonsInvalid';
    if (hasUrlSuffix(button) && !bodyHasVariables) return 'broadcast.templateButtonsInvalid';
    if (button.kind === 'phone' && !/^\+\d{8,20}$/.test(button.value ?? ''))
      return 'broadcast.templateButtonsInvalid';
  }
  return null;
}

// An e-mail subject as a phone's or a desktop's inbox shows it: cut, with an ellipsis.
export function emailSubjectShown(subject: string, device: keyof typeof emailSubjectPreview) {
  const limit = emailSubjectPreview[device];
  const chars = [...subject.trim()];
  return chars.length <= limit
    ? chars.join('')
    : `${chars
        .slice(0, limit - 1)
        .join('')
        .trimEnd()}…`;
}
