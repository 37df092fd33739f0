import { fillTemplateBody, recipientVariables } from '@prosa/domain';
import type { DispatchToSend } from './loadDispatchToSend.ts';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

// What one recipient gets: the template's parts with the dispatch's values filled for them
// ({name}, {phone}; an e-mail recipient without a name is called by their address). The claim
// counts an SMS's segments on this very text, so what is charged is what is sent. An e-mail's text
// part is the template's own when it has one, else its body. In the HTML part
// the values are escaped: a list's names are nobody's markup.
export function recipientMessage(
  dispatch: Pick<DispatchToSend, 'variables' | 'template'>,
  recipient: { name: string; phone: string | null; email: string | null },
) {
  const variables = recipientVariables(dispatch.variables, {
    name: recipient.name || (recipient.email ?? ''),
    phone: recipient.phone ?? '',
  });
  const { template } = dispatch;
  return {
    variables,
    text: fillTemplateBody(template.emailText || template.body, variables),
    subject: fillTemplateBody(template.emailSubject, variables),
    html: template.emailHtml === '' ? '' : fillTemplateBody(template.emailHtml, variables.map(escapeHtml)),
  };
}
