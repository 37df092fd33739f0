// A template's body with its {{n}} variables filled (1-based, as WhatsApp numbers them): the text
// the message stores, the panel previews and the character limit judges.
export function renderTemplateBody(body: string, variables: readonly string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (match, index: string) => variables[Number(index) - 1] ?? match);
}
