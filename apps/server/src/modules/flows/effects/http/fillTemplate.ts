export type FlowVariables = Readonly<Record<string, string>>;

const placeholder = /\{\{\s*([\w.-]+)\s*\}\}/g;

// Replaces each {{name}} with the variable's value passed through `escapeValue`, so every place a
// value lands (URL, header, JSON body) gets the escaping that keeps it from changing the
// surrounding syntax. An unknown variable becomes empty, as in the chatbot's message texts.
export function fillTemplate(
  template: string,
  variables: FlowVariables,
  escapeValue: (value: string) => string = (value) => value,
) {
  return template.replace(placeholder, (_match, name: string) =>
    escapeValue(Object.hasOwn(variables, name) ? (variables[name] ?? '') : ''),
  );
}
