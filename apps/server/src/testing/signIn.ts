import { demoPassword } from '../db/seed.ts';
import { ApiClient } from './ApiClient.ts';

// Logs a demo user in as a browser would and hands back the client holding the session cookies,
// with the login answer. With several accounts, `accountName` also chooses one.
export async function signIn(
  baseUrl: string,
  email: string,
  options: { password?: string; accountName?: string; headers?: Record<string, string> } = {},
) {
  const client = new ApiClient(baseUrl, options.headers);
  const login = await client.post('/api/auth/login', { email, password: options.password ?? demoPassword });
  if (login.status !== 200)
    throw new Error(`login of ${email} answered ${login.status}: ${JSON.stringify(login.body)}`);
  if (options.accountName) {
    const account = login.body.accounts.find((a: { name: string }) => a.name === options.accountName);
    const chosen = await client.post('/api/auth/account', { accountId: account?.id });
    if (chosen.status !== 200) throw new Error(`choosing ${options.accountName} answered ${chosen.status}`);
  }
  return { client, login: login.body };
}
