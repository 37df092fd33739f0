import type { In, Ok, Out } from './apiRoutes.ts';
import type {
  broadcastChannelsResponse,
  broadcastDispatchesResponse,
  broadcastDispatchInput,
  broadcastDispatchResponse,
  broadcastSendersResponse,
  broadcastTemplateInput,
  broadcastTemplateResponse,
  broadcastTemplatesResponse,
} from './broadcast.ts';
import type { broadcastDraftInput } from './broadcastDrafts.ts';
import type { broadcastDispatchStatisticsResponse } from './broadcastStatistics.ts';

// The broadcast routes (issue 18), for the panel's typed client.
export interface BroadcastApiRoutes {
  'GET /api/broadcast/templates': { response: Out<typeof broadcastTemplatesResponse> };
  'GET /api/broadcast/templates/:id': { response: Out<typeof broadcastTemplateResponse> };
  'POST /api/broadcast/templates': {
    body: In<typeof broadcastTemplateInput>;
    response: Out<typeof broadcastTemplateResponse>;
  };
  'DELETE /api/broadcast/templates/:id': { response: Ok };
  'GET /api/broadcast/dispatches': { response: Out<typeof broadcastDispatchesResponse> };
  'GET /api/broadcast/dispatches/:id': { response: Out<typeof broadcastDispatchResponse> };
  'POST /api/broadcast/dispatches': {
    body: In<typeof broadcastDispatchInput>;
    response: Out<typeof broadcastDispatchResponse>;
  };
  'GET /api/broadcast/dispatches/:id/statistics': {
    response: Out<typeof broadcastDispatchStatisticsResponse>;
  };
  'GET /api/broadcast/channels': { response: Out<typeof broadcastChannelsResponse> };
  'GET /api/broadcast/senders': { response: Out<typeof broadcastSendersResponse> };
  'POST /api/broadcast/drafts': {
    body: In<typeof broadcastDraftInput>;
    response: Out<typeof broadcastDispatchResponse>;
  };
  'PUT /api/broadcast/dispatches/:id': {
    body: In<typeof broadcastDraftInput>;
    response: Out<typeof broadcastDispatchResponse>;
  };
  'POST /api/broadcast/dispatches/:id/send': { response: Out<typeof broadcastDispatchResponse> };
  'POST /api/broadcast/dispatches/:id/duplicate': { response: Out<typeof broadcastDispatchResponse> };
  'POST /api/broadcast/dispatches/:id/stop': { response: Out<typeof broadcastDispatchResponse> };
  'DELETE /api/broadcast/dispatches/:id': { response: Ok };
}
