import type { In, Out } from './apiRoutes.ts';
import type { creditRequestBody, creditRequestSchema, creditsResponse } from './credits.ts';

// The credits routes (issue 18), for the panel's typed client.
export interface CreditsApiRoutes {
  'GET /api/credits': { response: Out<typeof creditsResponse> };
  'POST /api/credits/requests': {
    body: In<typeof creditRequestBody>;
    response: Out<typeof creditRequestSchema>;
  };
}
