import type { ApiClient } from '../ApiClient.ts';
import { signIn } from '../signIn.ts';

// Every level of "Prosa Demo" and the administrator of "Outra Empresa", who calls with Prosa
// Demo's object ids.
export const callers = ['supremo', 'master', 'admin', 'gestor', 'atendente', 'junior', 'outra'] as const;
export type Caller = (typeof callers)[number];

const emails: Record<Caller, string> = {
  supremo: 'supremo@prosa.demo',
  master: 'master@prosa.demo',
  admin: 'admin@prosa.demo',
  gestor: 'gestor@prosa.demo',
  atendente: 'atendente@prosa.demo',
  junior: 'junior@prosa.demo',
  outra: 'admin@outra.demo',
};

export const demoLevels = {
  supremo: 10,
  master: 11,
  admin: 12,
  gestor: 13,
  atendente: 14,
  junior: 15,
} as const;

export async function signInCallers(baseUrl: string): Promise<Record<Caller, ApiClient>> {
  const entries = await Promise.all(
    callers.map(async (caller) => {
      // The provider's staff belong to both accounts and choose Prosa Demo.
      const accountName = caller === 'supremo' || caller === 'master' ? 'Prosa Demo' : undefined;
      const { client } = await signIn(baseUrl, emails[caller], { accountName });
      return [caller, client] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Caller, ApiClient>;
}
