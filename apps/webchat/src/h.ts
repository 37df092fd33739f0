type Attributes = Record<string, string | boolean | undefined>;

// Builds an element. Children that are strings become text nodes: message texts, names and
// file names never pass through an HTML parser.
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  children: Array<Node | string | null> = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  for (const child of children) if (child !== null) element.append(child);
  return element;
}
