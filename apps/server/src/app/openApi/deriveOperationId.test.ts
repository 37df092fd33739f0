import { describe, expect, it } from 'vitest';
import { deriveOperationId } from './deriveOperationId.ts';

describe('deriveOperationId', () => {
  it('names a route by its method and path, parameters read as "by"', () => {
    expect(deriveOperationId('GET', '/api/bots')).toBe('getBots');
    expect(deriveOperationId('DELETE', '/api/live/conversations/:id/tags/:tagId')).toBe(
      'deleteLiveConversationsByIdTagsByTagId',
    );
    expect(deriveOperationId('PUT', '/api/crm/sections/:id/fields/order')).toBe(
      'putCrmSectionsByIdFieldsOrder',
    );
  });

  it('turns dashes and dots into word breaks', () => {
    expect(deriveOperationId('GET', '/api/live/departments/check-ins')).toBe('getLiveDepartmentsCheckIns');
    expect(deriveOperationId('POST', '/api/user/update/preferences')).toBe('postUserUpdatePreferences');
  });
});
