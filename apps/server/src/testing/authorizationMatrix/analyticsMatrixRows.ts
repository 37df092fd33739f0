import { allowedUpTo } from './expectedStatuses.ts';
import type { MatrixRow } from './matrixRows.ts';

// The analytics pages (issue 16): `analytics.view`, managers and above by default; Outra Empresa's
// administrator reads their own account's rollups.
const page = (path: string): MatrixRow => ({
  route: `GET /api/analytics/${path}`,
  request: () => ({ path: `/api/analytics/${path.replace(':type', 'city')}?preset=last30` }),
  expected: allowedUpTo(13, 200),
});

export const analyticsMatrixRows: MatrixRow[] = [
  'overview',
  'channels',
  'location',
  'location/locationsTable/:type',
  'attendant',
  'identifiers',
  'knowledge',
  'knowledge/responses',
  'origin',
  'flow',
].map(page);
