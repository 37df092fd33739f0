import type { TemplateSubmission } from '../ChannelAdapter.ts';

const headerFormats = { text: 'TEXT', image: 'IMAGE', video: 'VIDEO', document: 'DOCUMENT' } as const;

// The components of a template submission (POST /{waba-id}/message_templates): HEADER, BODY and
// BUTTONS, each with the examples Cloud demands for its variables. A media header's example is
// `headerHandle` (submitCloudTemplate's: an upload's handle, or the header's link when the channel
// has no app id). A dynamic URL's example is the whole URL filled.
export function cloudTemplateComponents(
  template: TemplateSubmission,
  headerHandle: string | null = null,
): Array<Record<string, unknown>> {
  const components: Array<Record<string, unknown>> = [];
  const { header } = template;
  if (header?.kind === 'text')
    components.push({
      type: 'HEADER',
      format: 'TEXT',
      text: header.value,
      ...(header.value.includes('{{1}}') ? { example: { header_text: [template.examples[0] ?? ''] } } : {}),
    });
  else if (header)
    components.push({
      type: 'HEADER',
      format: headerFormats[header.kind],
      example: { header_handle: [headerHandle ?? header.value] },
    });
  components.push({
    type: 'BODY',
    text: template.body,
    ...(template.examples.length > 0 ? { example: { body_text: [template.examples] } } : {}),
  });
  const buttons = (template.buttons ?? []).map((button) => {
    if (button.kind === 'url') {
      const url = button.value ?? '';
      return {
        type: 'URL',
        text: button.text,
        url,
        ...(url.endsWith('{{1}}')
          ? { example: [url.replace('{{1}}', encodeURIComponent(template.examples[0] ?? ''))] }
          : {}),
      };
    }
    if (button.kind === 'phone')
      return { type: 'PHONE_NUMBER', text: button.text, phone_number: button.value };
    return { type: 'QUICK_REPLY', text: button.text };
  });
  if (buttons.length > 0) components.push({ type: 'BUTTONS', buttons });
  return components;
}
