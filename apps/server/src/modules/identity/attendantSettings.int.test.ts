import { defaultAttendantSettings } from '@prosa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/index.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

// Attendant settings travel in the live part of the preferences (spec core.md §3, §7).
describe('attendant settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const storedPreferences = async () =>
    (
      await server.services.database.db.select({ preferences: memberships.preferences }).from(memberships)
    ).map((row) => row.preferences);
  const withAttendant = (attendant: unknown) => ({
    preferences: { conversation: { rowsPerPage: 50 }, live: { soundOnNewMessage: false, attendant } },
  });

  it('stores them beside the other live preferences and gives them back', async () => {
    const { client } = await signIn(server.url, 'atendente@prosa.demo');
    const attendant = {
      ...defaultAttendantSettings,
      messageBell: false,
      sortType: 12,
      exhibition: true,
      exhibitionType: 'notification',
      exhibitionAlertTime: 15,
    };
    const saved = await client.post('/api/user/update/preferences', withAttendant(attendant));
    expect(saved.status).toBe(200);
    expect((await client.get('/api/auth/me')).body.preferences).toEqual(withAttendant(attendant).preferences);
  });

  it.each([
    ['a sort type off the list', { sortType: -13 }, 'team.attendantSortTypeInvalid'],
    ['an unknown alert type', { exhibitionType: 'siren' }, 'team.attendantExhibitionTypeInvalid'],
    ['an alert time of zero', { exhibitionAlertTime: 0 }, 'team.attendantExhibitionAlertTimeInvalid'],
    ['an alert time over an hour', { exhibitionAlertTime: 61 }, 'team.attendantExhibitionAlertTimeInvalid'],
    ['a fractional alert time', { exhibitionAlertTime: 1.5 }, 'team.attendantExhibitionAlertTimeInvalid'],
    ['a bell that is not a switch', { attendantBell: 'loud' }, 'team.attendantSettingsInvalid'],
  ])('refuses %s with the catalogue error and changes nothing', async (_, change, code) => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const before = await storedPreferences();
    const answer = await client.post(
      '/api/user/update/preferences',
      withAttendant({ ...defaultAttendantSettings, ...change }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(code);
    expect(await storedPreferences()).toEqual(before);
  });

  it('refuses them in an account without the preferences module', async () => {
    const { client } = await signIn(server.url, 'admin@outra.demo');
    const before = await storedPreferences();
    const answer = await client.post('/api/user/update/preferences', withAttendant(defaultAttendantSettings));
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('generic.permissionPreferences');
    expect(await storedPreferences()).toEqual(before);
  });
});
