import { createHash } from 'node:crypto';

const names = new Map<string, string>();

// The name of a prepared statement, derived from its text: pg refuses one name for two texts on a
// connection, and a hash can't collide the way hand-picked names for a statement's variants can.
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `prosa_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}
