import type { ExternalCodePool } from './createExternalCodePool.ts';
import { type ExternalCodeResult, externalCodeLimits, type SandboxLimits } from './externalCodeLimits.ts';

export type { ExternalCodeResult } from './externalCodeLimits.ts';

// Runs a channel's external code in QuickJS (WebAssembly) on one of the pool's worker threads:
// the script sees only the standard built-ins, a frozen `input` and a bounded `console`. Every
// failure (time, memory, a thrown error, a killed worker, a full queue) ends in a result, never a
// throw, so the flow can take the line's error jump.
export async function runExternalCode(
  pool: ExternalCodePool,
  code: string,
  input: unknown,
  limits: Partial<SandboxLimits> = {},
): Promise<ExternalCodeResult> {
  let inputJson: string;
  try {
    inputJson = JSON.stringify(input ?? null);
  } catch {
    return { ok: false, reason: 'error', message: 'input is not JSON', logs: [] };
  }
  return pool.run(code, inputJson, { ...externalCodeLimits, ...limits });
}
