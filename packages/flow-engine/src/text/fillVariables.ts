// Puts collected data into an author's text: `{{name}}` becomes the customer's name, an unknown
// field becomes empty. `escapeValue` adapts each value to where it lands (URL, JSON string).
export function fillVariables(
  text: string,
  collected: Readonly<Record<string, string>>,
  escapeValue: (value: string) => string = (value) => value,
): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, field: string) =>
    escapeValue(Object.hasOwn(collected, field) ? (collected[field] ?? '') : ''),
  );
}

export const escapeJsonString = (value: string) => JSON.stringify(value).slice(1, -1);
