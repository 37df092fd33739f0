// The preview of a template: its {{n}} variables filled with what was typed so far (1-based, as
// WhatsApp numbers them; the server renders the same way).
export function fillTemplateBody(body: string, variables: readonly string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (match, index: string) => variables[Number(index) - 1] || match);
}
