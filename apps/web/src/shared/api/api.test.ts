import { describe, expect, it } from 'vitest';
import { apiPath } from './api.ts';

describe('apiPath', () => {
  it('fills and encodes the path parameters', () => {
    expect(
      apiPath('/api/contacts/:contactId/number-status/:channel/:action', {
        params: { contactId: 'a/b', channel: 'webchat', action: 'block' },
      }),
    ).toBe('/api/contacts/a%2Fb/number-status/webchat/block');
  });

  it('adds the query values and leaves out the undefined and empty ones', () => {
    expect(
      apiPath('/api/settings/users', { query: { search: 'ana maria', page: 2, extra: undefined, q: '' } }),
    ).toBe('/api/settings/users?search=ana+maria&page=2');
    expect(apiPath('/api/bots')).toBe('/api/bots');
  });
});
