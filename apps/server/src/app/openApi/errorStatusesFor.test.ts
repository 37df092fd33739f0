import { describe, expect, it } from 'vitest';
import { errorStatusesFor } from './errorStatusesFor.ts';

const shape = { hasInput: false, hasPathParams: false, hasBody: false };

describe('errorStatusesFor', () => {
  it('gives a public read only the limits and the database', () => {
    expect(errorStatusesFor({ ...shape, access: { kind: 'public' }, method: 'GET' })).toEqual([429, 503]);
  });

  it('adds the CSRF refusal to public writes, but not to the cross-site widget routes', () => {
    const body = { ...shape, hasBody: true, method: 'POST' };
    expect(errorStatusesFor({ ...body, access: { kind: 'public' } })).toEqual([400, 403, 413, 429, 503]);
    expect(errorStatusesFor({ ...body, access: { kind: 'public', isCrossSite: true } })).toEqual([
      400, 413, 429, 503,
    ]);
  });

  it('gives a member route the session, level, account and not-found answers', () => {
    const member = { kind: 'member', level: 12 } as const;
    expect(
      errorStatusesFor({ ...shape, hasInput: true, hasPathParams: true, access: member, method: 'GET' }),
    ).toEqual([400, 401, 403, 404, 409, 429, 503]);
  });

  it('gives a signed-in user read no 403 and no 409', () => {
    expect(errorStatusesFor({ ...shape, access: { kind: 'user' }, method: 'GET' })).toEqual([401, 429, 503]);
  });
});
