import type { In, Ok, Out } from './apiRoutes.ts';
import type {
  conversationIntegrationsResponse,
  integrationInput,
  integrationResponse,
  integrationSendResponse,
  integrationsResponse,
  integrationWithSecret,
} from './integrations.ts';

// A chatbot's integrations and "send to an integration" (issue 16), for the panel's typed client.
export interface IntegrationApiRoutes {
  'GET /api/bots/:botId/integrations': { response: Out<typeof integrationsResponse> };
  'POST /api/bots/:botId/integrations': {
    body: In<typeof integrationInput>;
    response: Out<typeof integrationWithSecret>;
  };
  'PUT /api/bots/:botId/integrations/:id': {
    body: In<typeof integrationInput>;
    response: Out<typeof integrationResponse>;
  };
  'POST /api/bots/:botId/integrations/:id/secret': { response: Out<typeof integrationWithSecret> };
  'DELETE /api/bots/:botId/integrations/:id': { response: Ok };
  'GET /api/conversations/:id/integrations': { response: Out<typeof conversationIntegrationsResponse> };
  'POST /api/conversations/:id/integrations/:integrationId': {
    response: Out<typeof integrationSendResponse>;
  };
}
