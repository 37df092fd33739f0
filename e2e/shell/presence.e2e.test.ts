import { describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/LoginPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';
import { demoPassword } from '../support/apiSession.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: these stories count who is online and end a user's other sessions, which
// a spec file running beside them on the shared server would disturb (browser files run two at once).
const ownServer = useOwnServer();
const browser = useBrowser();

async function signedIn(email: string) {
  const page = await browser.newPage({ baseURL: ownServer().url });
  await (await LoginPage.open(page)).signIn(email, demoPassword);
  const shell = new ShellPage(page);
  await shell.statusButton().waitFor();
  return shell;
}

describe('presence and sessions', () => {
  it('shows each panel of the account the status the other one chooses', async () => {
    const manager = await signedIn('gestor@prosa.demo');
    const attendant = await signedIn('atendente@prosa.demo');
    await manager.page.getByRole('button', { name: 'Meu status: Offline' }).waitFor();

    await attendant.chooseStatus('Online');
    await attendant.page.getByRole('button', { name: 'Meu status: Online' }).waitFor();
    await manager.openAttendants();
    await manager.attendant('Aline Atendente', 'Online').waitFor();

    await attendant.chooseStatus('Ausente', 'Almoço');
    await manager.attendant('Aline Atendente', 'Ausente').waitFor();
    expect(await manager.attendants.getByText('Ausente: Almoço').count()).toBe(1);

    await manager.closeAttendants();
    await manager.chooseStatus('Online');
    await attendant.openAttendants();
    await attendant.attendant('Gustavo Gestor', 'Online').waitFor();
  });

  it('keeps the chosen status across a reload', async () => {
    const shell = await signedIn('admin@prosa.demo');
    await shell.chooseStatus('Online');
    await shell.page.reload();
    await shell.page.getByRole('button', { name: 'Meu status: Online' }).waitFor();
    expect(await shell.page.evaluate(() => localStorage.getItem('livestatus'))).toBe('5');
  });

  it('warns while the connection is lost, shows the user disconnected, and recovers', async () => {
    // The sockets go through a route this story can cut, and keep cut until it lets them through.
    const context = await browser.newContext({ baseURL: ownServer().url });
    let isCut = false;
    const open: Array<{ close: () => Promise<void> }> = [];
    await context.routeWebSocket(/\/socket\.io\//, (socket) => {
      if (isCut) return void socket.close();
      const server = socket.connectToServer();
      open.push(socket, server);
    });
    const page = await context.newPage();
    await (await LoginPage.open(page)).signIn('gestor@prosa.demo', demoPassword);
    const shell = new ShellPage(page);
    await shell.chooseStatus('Online');
    await page.getByRole('button', { name: 'Meu status: Online' }).waitFor();

    isCut = true;
    await Promise.all(open.splice(0).map((side) => side.close()));
    await shell.connectionLost.waitFor();
    await page.getByRole('button', { name: 'Meu status: Desconectado' }).waitFor();

    isCut = false;
    await shell.connectionLost.waitFor({ state: 'detached', timeout: 15_000 });
    await page.getByRole('button', { name: 'Meu status: Online' }).waitFor();
  });

  it('signs a browser out as soon as its session is revoked from another one', async () => {
    const first = await signedIn('junior@prosa.demo');
    const second = await signedIn('junior@prosa.demo');
    // What the profile's "connected devices" does: end every other session of the user.
    const answers = await second.page.evaluate(async () => {
      const csrf = decodeURIComponent(document.cookie.match(/prosa_csrf=([^;]+)/)?.[1] ?? '');
      const { sessions } = (await (await fetch('/api/auth/sessions')).json()) as {
        sessions: Array<{ id: string; isCurrent: boolean }>;
      };
      const others = sessions.filter((session) => !session.isCurrent);
      return Promise.all(
        others.map(async (session) => {
          const answer = await fetch(`/api/auth/sessions/${session.id}`, {
            method: 'DELETE',
            headers: { 'x-csrf-token': csrf },
          });
          return answer.status;
        }),
      );
    });
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 200)).toBe(true);
    await first.page.waitForURL('**/login', { timeout: 10_000 });
    expect(second.page.url()).toMatch(/\/dashboard$/);
  });
});
