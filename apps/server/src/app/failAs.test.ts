import { describe, expect, it } from 'vitest';
import { CatalogueError } from './CatalogueError.ts';
import { failAs } from './failAs.ts';

describe('failAs', () => {
  it('answers the operation’s catalogue error for an unexpected failure, keeping its cause', async () => {
    const boom = new Error('connection lost');
    const error = await failAs('team.quickResponseDeleteFailed', () => Promise.reject(boom)).catch((e) => e);
    expect(error).toBeInstanceOf(CatalogueError);
    expect(error).toMatchObject({ code: 'team.quickResponseDeleteFailed', status: 500, cause: boom });
  });

  it('answers 503 databaseUnavailable, not the operation’s 500, when the database did not answer', async () => {
    const stalled = Object.assign(new Error('Failed query: select 1'), {
      cause: new Error('Query read timeout'),
    });
    const error = await failAs('team.quickResponseDeleteFailed', () => Promise.reject(stalled)).catch(
      (e) => e,
    );
    expect(error).toMatchObject({ code: 'generic.databaseUnavailable', status: 503, cause: stalled });
  });

  it('lets catalogue errors and results through unchanged', async () => {
    const notFound = new CatalogueError('team.quickResponseNotFound');
    await expect(failAs('team.quickResponseShareFailed', () => Promise.reject(notFound))).rejects.toBe(
      notFound,
    );
    await expect(failAs('team.quickResponseListFailed', async () => 7)).resolves.toBe(7);
  });
});
