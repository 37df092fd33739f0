// OpenAPI 3.0 ignores `nullable` without a sibling `type`, so zod's `.nullable()` on a union of
// objects (`{ nullable: true, oneOf: [...] }`) would not accept null: give it the variants' type.
export function typeNullableUnions<T>(node: T): T {
  if (Array.isArray(node)) return node.map(typeNullableUnions) as T;
  if (typeof node !== 'object' || node === null) return node;
  const result = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, typeNullableUnions(value)]),
  );
  const variants = (result.oneOf ?? result.anyOf) as Array<{ type?: unknown }> | undefined;
  if (result.nullable === true && result.type === undefined && Array.isArray(variants)) {
    const types = new Set(variants.map((variant) => variant.type));
    const [type] = types;
    if (types.size === 1 && typeof type === 'string') result.type = type;
  }
  return result as T;
}
