import type { In, Ok, Out } from './apiRoutes.ts';
import type {
  sendingDomainEmailsInput,
  sendingDomainInput,
  sendingDomainResponse,
  sendingDomainsResponse,
} from './sendingDomains.ts';

// The sending domains of /settings/domains (issue 17), for the panel's typed client.
export interface SendingDomainApiRoutes {
  'GET /api/settings/domains': { response: Out<typeof sendingDomainsResponse> };
  'POST /api/settings/domains': {
    body: In<typeof sendingDomainInput>;
    response: Out<typeof sendingDomainResponse>;
  };
  'PUT /api/settings/domains/:id/emails': {
    body: In<typeof sendingDomainEmailsInput>;
    response: Out<typeof sendingDomainResponse>;
  };
  'POST /api/settings/domains/:id/verify': { response: Out<typeof sendingDomainResponse> };
  'DELETE /api/settings/domains/:id': { response: Ok };
}
