import type { QuickJSWASMModule } from 'quickjs-emscripten-core';
import type { ExternalCodeResult, SandboxLimits } from './externalCodeLimits.ts';

export declare function runInQuickJs(
  quickJs: Pick<QuickJSWASMModule, 'newRuntime'>,
  code: string,
  inputJson: string,
  limits: SandboxLimits,
): { result: ExternalCodeResult; isSpent: boolean };
