import type { In, Ok, Out, Query } from './apiRoutes.ts';
import type {
  channelInstallation,
  connectionTestResult,
  simulatorChannels,
  simulatorReadInput,
  simulatorSendInput,
  simulatorSent,
  simulatorThread,
  simulatorThreadQuery,
} from './channelScreens.ts';
import type {
  hsmChannelsResponse,
  hsmSendInput,
  hsmSendResponse,
  hsmSyncInput,
  hsmTemplatesQuery,
  hsmTemplatesResponse,
  roomTemplateInput,
} from './hsm.ts';
import type { liveMessage } from './liveResponses.ts';
import type {
  numberLookupResponse,
  numberStatusActionInput,
  optInInput,
  optOutInput,
  optOutListQuery,
  optOutListResponse,
  optOutPermanenceInput,
  optOutPermanenceResponse,
  phoneLookup,
} from './numbers.ts';

// The routes of the channel layer, number status and opt-out, templates (HSM) and the simulator
// (issue 14): part of ApiRoutes, kept apart so one file stays one size.
export interface ChannelApiRoutes {
  'GET /api/settings/number-status': {
    query: Query<typeof phoneLookup>;
    response: Out<typeof numberLookupResponse>;
  };
  'POST /api/settings/number-status/:action': {
    body: In<typeof numberStatusActionInput>;
    response: Out<typeof numberLookupResponse>;
  };
  'GET /api/settings/optout': {
    query: Query<typeof optOutListQuery>;
    response: Out<typeof optOutListResponse>;
  };
  'POST /api/settings/optout': { body: In<typeof optOutInput>; response: Out<typeof optOutListResponse> };
  'POST /api/settings/optout/reset': {
    body: In<typeof optInInput>;
    response: Out<typeof optOutListResponse>;
  };
  'PUT /api/settings/optout/permanence': {
    body: In<typeof optOutPermanenceInput>;
    response: Out<typeof optOutPermanenceResponse>;
  };
  'GET /api/live/hsm/channels': { response: Out<typeof hsmChannelsResponse> };
  'GET /api/live/hsm/templates': {
    query: Query<typeof hsmTemplatesQuery>;
    response: Out<typeof hsmTemplatesResponse>;
  };
  'POST /api/live/hsm/templates/sync': {
    body: In<typeof hsmSyncInput>;
    response: Out<typeof hsmTemplatesResponse>;
  };
  'POST /api/live/hsm': { body: In<typeof hsmSendInput>; response: Out<typeof hsmSendResponse> };
  'POST /api/live/conversations/:id/template': {
    body: In<typeof roomTemplateInput>;
    response: Out<typeof liveMessage>;
  };
  'POST /api/channels/:id/test': { response: Out<typeof connectionTestResult> };
  'GET /api/channels/:id/installation': { response: Out<typeof channelInstallation> };
  'GET /api/simulator/channels': { response: Out<typeof simulatorChannels> };
  'GET /api/simulator/channels/:id/thread': {
    query: Query<typeof simulatorThreadQuery>;
    response: Out<typeof simulatorThread>;
  };
  'POST /api/simulator/channels/:id/messages': {
    body: In<typeof simulatorSendInput>;
    response: Out<typeof simulatorSent>;
  };
  'POST /api/simulator/channels/:id/read': { body: In<typeof simulatorReadInput>; response: Ok };
}
