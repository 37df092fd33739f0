// zod's `.nullable()` on an enum becomes `{ nullable: true, enum: [...] }` in OpenAPI 3.0, and
// the 3.0.3 text says `nullable` does not widen an `enum`: null must be one of its values.
export function includeNullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) return node.map(includeNullInNullableEnums) as T;
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, includeNullInNullableEnums(value)]);
  const result = Object.fromEntries(entries);
  if (result.nullable === true && Array.isArray(result.enum) && !result.enum.includes(null)) {
    result.enum = [...result.enum, null];
  }
  return result as T;
}
