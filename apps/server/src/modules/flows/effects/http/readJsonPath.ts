// One step of a path such as `data.items[0].name`: `.key`, a leading `key`, or `[index]`. The
// flow contract's dotted form (`data.items.0.name`) works too: a numeric key indexes an array.
const segmentPattern = /\[(\d+)\]|\.?([^.[\]]+)/y;

// Reads the value at a simple path in parsed JSON; undefined when the path is malformed or leads
// nowhere. Only own properties are read, so `constructor` or `__proto__` find nothing.
export function readJsonPath(value: unknown, path: string): unknown {
  let current = value;
  segmentPattern.lastIndex = 0;
  while (segmentPattern.lastIndex < path.length) {
    const match = segmentPattern.exec(path);
    if (!match) return undefined;
    const [, index, key] = match;
    const arrayIndex = index ?? (key !== undefined && /^\d+$/.test(key) ? key : undefined);
    if (Array.isArray(current)) {
      if (arrayIndex === undefined) return undefined;
      current = current[Number(arrayIndex)];
    } else if (index !== undefined) {
      return undefined;
    } else {
      if (current === null || typeof current !== 'object') return undefined;
      if (key === undefined || !Object.hasOwn(current, key)) return undefined;
      current = (current as Record<string, unknown>)[key];
    }
  }
  return path === '' ? undefined : current;
}
