import type { FlowLineOf } from '@prosa/contracts';
import { escapeJsonString, fillVariables } from '../text/fillVariables.ts';
import type { HttpRequestSpec } from './types.ts';

type Collected = Readonly<Record<string, string>>;
const noLineBreaks = (value: string) => value.replace(/[\r\n]+/g, ' ');

// The request of an HTTP integration line with the collected data in it, each value escaped for
// where it lands: the URL encoded, headers on one line, JSON bodies as JSON string content.
export function buildHttpRequest(line: FlowLineOf<'http'>, collected: Collected): HttpRequestSpec {
  const { http } = line;
  return {
    method: http.method,
    url: fillVariables(http.url, collected, encodeURIComponent),
    headers: http.headers.map(({ name, value }) => ({
      name,
      value: fillVariables(value, collected, noLineBreaks),
    })),
    body: fillVariables(http.body, collected, http.bodyFormat === 'json' ? escapeJsonString : undefined),
    timeoutMs: http.timeoutMs,
  };
}

// Reads `data.items.0.name` (or `data.items[0].name`) from a JSON answer; objects come back as
// JSON text, missing as null.
export function readJsonPath(body: unknown, path: string): string | null {
  let node = body;
  for (const part of path.replace(/\[(\d+)\]/g, '.$1').split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return null;
    node = (node as Record<string, unknown>)[part];
  }
  if (node === null || node === undefined) return null;
  return typeof node === 'object' ? JSON.stringify(node) : String(node);
}
