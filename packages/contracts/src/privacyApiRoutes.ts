import type { In, Out, Query } from './apiRoutes.ts';
import type {
  privacyAuditPage,
  privacyAuditQuery,
  privacyErasureInput,
  privacyErasureResult,
  privacyExport,
} from './privacy.ts';

// The LGPD routes (issue 16), for the panel's typed client; GET /api/privacy/exports/:id/file
// answers the zip itself and is a link, not a call.
export interface PrivacyApiRoutes {
  'POST /api/privacy/contacts/:id/exports': { response: Out<typeof privacyExport> };
  'GET /api/privacy/exports/:id': { response: Out<typeof privacyExport> };
  'POST /api/privacy/contacts/:id/erasure': {
    body: In<typeof privacyErasureInput>;
    response: Out<typeof privacyErasureResult>;
  };
  'GET /api/privacy/audit': {
    query: Query<typeof privacyAuditQuery>;
    response: Out<typeof privacyAuditPage>;
  };
}
