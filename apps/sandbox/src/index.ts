export { createSandbox, type Sandbox, type SandboxOptions } from './createSandbox.ts';
export type { SandboxNumber, SandboxProvider, ThreadMessage } from './shared/ProviderFake.ts';
