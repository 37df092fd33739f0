import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const languages = ['pt-BR', 'en-US', 'es'] as const;
const skipped = new Set(['node_modules', '.git', 'dist', 'data', '.tmp']);

// Every folder that holds a `pt-BR` catalogue folder is a locale root.
export function findLocaleRoots(dir: string, depth = 0): string[] {
  if (depth > 7) return [];
  const roots: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (existsSync(join(path, 'pt-BR'))) roots.push(path);
    roots.push(...findLocaleRoots(path, depth + 1));
  }
  return roots;
}

function flatKeys(value: unknown, prefix: string, out: Set<string>) {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatKeys(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (typeof value === 'string' && value.trim() !== '') {
    out.add(prefix);
  }
}

export function catalogueKeys(dir: string): Set<string> {
  const keys = new Set<string>();
  if (!existsSync(dir)) return keys;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    flatKeys(JSON.parse(readFileSync(join(dir, file), 'utf8')), file.replace(/\.json$/, ''), keys);
  }
  return keys;
}

// Lists every key that one language has and another lacks (or leaves empty), per locale root.
export function findLocaleGaps(repoRoot: string): string[] {
  const gaps: string[] = [];
  for (const root of findLocaleRoots(repoRoot)) {
    const byLanguage = languages.map((language) => ({ language, keys: catalogueKeys(join(root, language)) }));
    const all = new Set(byLanguage.flatMap(({ keys }) => [...keys]));
    for (const { language, keys } of byLanguage) {
      for (const key of all)
        if (!keys.has(key)) gaps.push(`${root.slice(repoRoot.length + 1)}/${language} lacks ${key}`);
    }
  }
  return gaps;
}
