// Every panel route, "METHOD /path/:param" -> what it takes and answers, as types only: the panel's
// typed client (apps/web/src/shared/api) reads it, and `import type` keeps zod out of its bundle.
// The server's routes declare the same schemas; a route added there gets its row here.

import type { z } from 'zod';
import type {
  accessControlInput,
  accessControlResponse,
  permissionDocumentResponse,
} from './accessControl.ts';
import type { AnalyticsApiRoutes } from './analyticsApiRoutes.ts';
import type { BroadcastApiRoutes } from './broadcastApiRoutes.ts';
import type { ChannelApiRoutes } from './channelApiRoutes.ts';
import type { channelInput, channelResponse, channelsResponse } from './channelsApi.ts';
import type {
  contactIdentitiesResponse,
  contactMergeInput,
  contactMergeResult,
} from './contactIdentities.ts';
import type { contactImport, contactImportList, contactImportQuery } from './contactImport.ts';
import type { ConversationApiRoutes } from './conversationApiRoutes.ts';
import type { CreditsApiRoutes } from './creditsApiRoutes.ts';
import type {
  contactInput,
  contactListQuery,
  contactNoteInput,
  contactTagsInput,
  contactTagsResponse,
  contactTimelineQuery,
  crmFieldInput,
  crmFieldOrderInput,
  crmSectionInput,
  crmSectionListQuery,
} from './crm.ts';
import type {
  contact,
  contactEditor,
  contactListPage,
  contactNoteAdded,
  contactTimeline,
  crmField,
  crmSection,
  crmSectionList,
} from './crmResponses.ts';
import type { dashboardResponse, deleteAccountRequest, feedbackRequest } from './dashboard.ts';
import type { departmentInput, departmentResponse, departmentsResponse } from './departments.ts';
import type { DevOutboxResponse } from './devOutbox.ts';
import type {
  FlowDocumentInput,
  flowDraftSavedResponse,
  flowPublishedResponse,
  flowResponse,
  flowVersionResponse,
  numberStatusResponse,
} from './flows.ts';
import type {
  changePasswordRequest,
  forgotRequest,
  loginRequest,
  loginResponse,
  meResponse,
  okResponse,
  preferencesSchema,
  resetRequest,
  selectAccountRequest,
  sessionsResponse,
  totpSetupResponse,
  twoFactorRequest,
  twoFactorSetupRequest,
  updatePreferencesRequest,
  updateProfileRequest,
  userSchema,
} from './identity.ts';
import type { IntegrationApiRoutes } from './integrationApiRoutes.ts';
import type {
  accountTimeZoneInput,
  accountTimeZoneResponse,
  journeyInput,
  journeyResponse,
  journeysResponse,
} from './journeys.ts';
import type {
  knowledgeBaseInput,
  knowledgeBaseResponse,
  knowledgeBasesResponse,
  knowledgeImportResponse,
  knowledgeMatchInput,
  knowledgeMatchResponse,
  knowledgeQuestionInput,
  knowledgeQuestionResponse,
  knowledgeQuestionsResponse,
} from './knowledge.ts';
import type { leadDetail, leadListPage, leadListQuery } from './leads.ts';
import type { ListApiRoutes } from './listApiRoutes.ts';
import type {
  botInput,
  botSummary,
  bulkTransferInput,
  conversationListQuery,
  conversationTagInput,
  finishInput,
  markInput,
  messagesQuery,
  participantInput,
  startConversationInput,
  transferInput,
} from './live.ts';
import type {
  attachmentRef,
  bulkTransferResult,
  contactConversationList,
  conversationDetail,
  conversationList,
  conversationSummary,
  departmentAvailability,
  departmentAvailabilityQuery,
  departmentCheckInList,
  liveVisitorList,
  messagePage,
} from './liveResponses.ts';
import type { liveBehaviorInput, liveMessagesInput, liveSettingsResponse } from './liveSettings.ts';
import type { PrivacyApiRoutes } from './privacyApiRoutes.ts';
import type {
  quickResponseInput,
  quickResponseResponse,
  quickResponseShareInput,
  quickResponsesResponse,
} from './quickResponses.ts';
import type { SendingDomainApiRoutes } from './sendingDomainApiRoutes.ts';
import type { setupRequest } from './setup.ts';
import type { tagInput, tagResponse, tagsResponse } from './team.ts';
import type {
  accessLogQuery,
  accessLogResponse,
  createUserInput,
  extraUsersInput,
  extraUsersResponse,
  teamMembersResponse,
  updateUserInput,
  userResponse,
  usersQuery,
  usersResponse,
} from './users.ts';

export type Out<S extends z.ZodType> = z.output<S>;
export type In<S extends z.ZodType> = z.input<S>;
// A query string's parameters, each sent as text.
export type Query<S extends z.ZodType> = { [K in keyof In<S>]?: string | number | boolean };
export type Ok = Out<typeof okResponse>;
type Summary = Out<typeof conversationSummary>;

export interface ApiRoutes
  extends ChannelApiRoutes,
    PrivacyApiRoutes,
    AnalyticsApiRoutes,
    SendingDomainApiRoutes,
    CreditsApiRoutes,
    BroadcastApiRoutes,
    ConversationApiRoutes,
    ListApiRoutes,
    IntegrationApiRoutes {
  'GET /api/health': { response: { ok: boolean; status: 'ok' | 'degraded'; database: string } };
  'GET /api/auth/me': { response: Out<typeof meResponse> };
  'POST /api/auth/login': { body: In<typeof loginRequest>; response: Out<typeof loginResponse> };
  'POST /api/auth/two-factor': { body: In<typeof twoFactorRequest>; response: Out<typeof loginResponse> };
  'POST /api/auth/account': { body: In<typeof selectAccountRequest>; response: Out<typeof meResponse> };
  'POST /api/auth/logout': { response: Ok };
  'POST /api/auth/forgot': { body: In<typeof forgotRequest>; response: Ok };
  'POST /api/auth/reset': { body: In<typeof resetRequest>; response: Ok };
  'GET /api/auth/sessions': { response: Out<typeof sessionsResponse> };
  'DELETE /api/auth/sessions/:id': { response: Ok };
  'PUT /api/user/profile': { body: In<typeof updateProfileRequest>; response: Out<typeof userSchema> };
  'POST /api/user/password': { body: In<typeof changePasswordRequest>; response: Ok };
  'POST /api/user/two-factor/totp': { response: Out<typeof totpSetupResponse> };
  'PUT /api/user/two-factor': { body: In<typeof twoFactorSetupRequest>; response: Out<typeof userSchema> };
  'POST /api/user/update/preferences': {
    body: In<typeof updatePreferencesRequest>;
    response: { preferences: Out<typeof preferencesSchema> };
  };
  'DELETE /api/account': { body: In<typeof deleteAccountRequest>; response: Ok };
  'GET /api/dashboard': { response: Out<typeof dashboardResponse> };
  'POST /api/dashboard/feedback': { body: In<typeof feedbackRequest>; response: Ok };
  'GET /api/dev/outbox': { response: DevOutboxResponse };
  'POST /api/setup': { body: In<typeof setupRequest>; response: Ok };

  'GET /api/settings/tags': { response: Out<typeof tagsResponse> };
  'POST /api/settings/tags': { body: In<typeof tagInput>; response: Out<typeof tagResponse> };
  'PUT /api/settings/tags/:id': { body: In<typeof tagInput>; response: Out<typeof tagResponse> };
  'DELETE /api/settings/tags/:id': { response: Ok };
  'GET /api/quick-responses': { response: Out<typeof quickResponsesResponse> };
  'POST /api/quick-responses': {
    body: In<typeof quickResponseInput>;
    response: Out<typeof quickResponseResponse>;
  };
  'PUT /api/quick-responses/:id': {
    body: In<typeof quickResponseInput>;
    response: Out<typeof quickResponseResponse>;
  };
  'DELETE /api/quick-responses/:id': { response: Ok };
  'POST /api/quick-responses/:id/share': {
    body: In<typeof quickResponseShareInput>;
    response: Out<typeof quickResponseResponse>;
  };
  'GET /api/settings/journeys': { response: Out<typeof journeysResponse> };
  'POST /api/settings/journeys': { body: In<typeof journeyInput>; response: Out<typeof journeyResponse> };
  'PUT /api/settings/journeys/:id': { body: In<typeof journeyInput>; response: Out<typeof journeyResponse> };
  'DELETE /api/settings/journeys/:id': { response: Ok };
  'GET /api/settings/account/time-zone': { response: Out<typeof accountTimeZoneResponse> };
  'PUT /api/settings/account/time-zone': {
    body: In<typeof accountTimeZoneInput>;
    response: Out<typeof accountTimeZoneResponse>;
  };
  'GET /api/settings/users': { query: Query<typeof usersQuery>; response: Out<typeof usersResponse> };
  'POST /api/settings/users': { body: In<typeof createUserInput>; response: Out<typeof userResponse> };
  'POST /api/settings/users/extra-requests': {
    body: In<typeof extraUsersInput>;
    response: Out<typeof extraUsersResponse>;
  };
  'GET /api/settings/users/:id': { response: Out<typeof userResponse> };
  'PUT /api/settings/users/:id': { body: In<typeof updateUserInput>; response: Out<typeof userResponse> };
  'DELETE /api/settings/users/:id': { response: Ok };
  'POST /api/settings/users/:id/deactivate': { response: Out<typeof userResponse> };
  'POST /api/settings/users/:id/reactivate': { response: Out<typeof userResponse> };
  'GET /api/settings/users/:id/access-log': {
    query: Query<typeof accessLogQuery>;
    response: Out<typeof accessLogResponse>;
  };
  'GET /api/team/members': { response: Out<typeof teamMembersResponse> };
  'GET /api/settings/departments': { response: Out<typeof departmentsResponse> };
  'POST /api/settings/departments': {
    body: In<typeof departmentInput>;
    response: Out<typeof departmentResponse>;
  };
  'PUT /api/settings/departments/:id': {
    body: In<typeof departmentInput>;
    response: Out<typeof departmentResponse>;
  };
  'DELETE /api/settings/departments/:id': { response: Ok };
  'GET /api/settings/live': { response: Out<typeof liveSettingsResponse> };
  'PUT /api/settings/live/behavior': {
    body: In<typeof liveBehaviorInput>;
    response: Out<typeof liveSettingsResponse>;
  };
  'PUT /api/settings/live/messages': {
    body: In<typeof liveMessagesInput>;
    response: Out<typeof liveSettingsResponse>;
  };
  'GET /api/settings/access/control': { response: Out<typeof accessControlResponse> };
  'PUT /api/settings/access/control/:level': {
    body: In<typeof accessControlInput>;
    response: Out<typeof permissionDocumentResponse>;
  };

  'GET /api/bots': { response: Out<typeof botSummary>[] };
  'POST /api/bots': { body: In<typeof botInput>; response: Out<typeof botSummary> };
  'PUT /api/bots/:id': { body: In<typeof botInput>; response: Out<typeof botSummary> };
  'GET /api/bots/:botId/flow': { response: Out<typeof flowResponse> };
  'PUT /api/bots/:botId/flow': { body: FlowDocumentInput; response: Out<typeof flowDraftSavedResponse> };
  'POST /api/bots/:botId/flow/publish': { response: Out<typeof flowPublishedResponse> };
  'GET /api/bots/:botId/flow/versions/:version': { response: Out<typeof flowVersionResponse> };
  'POST /api/bots/:botId/flow/versions/:version/restore': { response: Out<typeof flowDraftSavedResponse> };

  'GET /api/channels': { response: Out<typeof channelsResponse> };
  'POST /api/channels': { body: In<typeof channelInput>; response: Out<typeof channelResponse> };
  'PUT /api/channels/:id': { body: In<typeof channelInput>; response: Out<typeof channelResponse> };
  'DELETE /api/channels/:id': { response: Ok };

  'POST /api/live/attachments': { response: { attachment: Out<typeof attachmentRef> } };
  // The widget's upload, cross-site, named by the chatbot's token and the visitor.
  'POST /api/webchat/attachments': {
    query: { bot?: string; visitor?: string };
    response: { attachment: Out<typeof attachmentRef> };
  };
  'GET /api/live/visitors': { response: Out<typeof liveVisitorList> };
  'GET /api/live/visitors/browsing': { response: Out<typeof liveVisitorList> };
  'GET /api/live/conversations': {
    query: Query<typeof conversationListQuery>;
    response: Out<typeof conversationList>;
  };
  'POST /api/live/conversations': { body: In<typeof startConversationInput>; response: Summary };
  'POST /api/live/conversations/transfer': {
    body: In<typeof bulkTransferInput>;
    response: Out<typeof bulkTransferResult>;
  };
  'GET /api/live/conversations/:id': { response: Out<typeof conversationDetail> };
  'GET /api/live/conversations/:id/contact-conversations': {
    response: Out<typeof contactConversationList>;
  };
  'GET /api/live/conversations/:id/messages': {
    query: Query<typeof messagesQuery>;
    response: Out<typeof messagePage>;
  };
  'POST /api/live/conversations/:id/take': { response: Summary };
  'POST /api/live/conversations/:id/transfer': { body: In<typeof transferInput>; response: Summary };
  'POST /api/live/conversations/:id/finish': { body: In<typeof finishInput>; response: Summary };
  'POST /api/live/conversations/:id/pin': { body: In<typeof markInput>; response: Summary };
  'POST /api/live/conversations/:id/mute': { body: In<typeof markInput>; response: Summary };
  'POST /api/live/conversations/:id/tags': { body: In<typeof conversationTagInput>; response: Summary };
  'DELETE /api/live/conversations/:id/tags/:tagId': { response: Summary };
  'POST /api/live/conversations/:id/participants': { body: In<typeof participantInput>; response: Summary };
  // 204 with no body when the caller removes themself.
  'DELETE /api/live/conversations/:id/participants/:userId': { response: Summary | null };
  'GET /api/live/departments/check-ins': { response: Out<typeof departmentCheckInList> };
  'POST /api/live/departments/:id/check-in': { body: In<typeof markInput>; response: Ok };
  'GET /api/live/departments/:id/availability': {
    query: Query<typeof departmentAvailabilityQuery>;
    response: Out<typeof departmentAvailability>;
  };

  'GET /api/knowledge/bases': { response: Out<typeof knowledgeBasesResponse> };
  'POST /api/knowledge/bases': {
    body: In<typeof knowledgeBaseInput>;
    response: Out<typeof knowledgeBaseResponse>;
  };
  'PUT /api/knowledge/bases/:id': {
    body: In<typeof knowledgeBaseInput>;
    response: Out<typeof knowledgeBaseResponse>;
  };
  'DELETE /api/knowledge/bases/:id': { response: Ok };
  'GET /api/knowledge/bases/:id/questions': { response: Out<typeof knowledgeQuestionsResponse> };
  'POST /api/knowledge/bases/:id/questions': {
    body: In<typeof knowledgeQuestionInput>;
    response: Out<typeof knowledgeQuestionResponse>;
  };
  'POST /api/knowledge/bases/:id/import': { response: Out<typeof knowledgeImportResponse> };
  'POST /api/knowledge/bases/:id/match': {
    body: In<typeof knowledgeMatchInput>;
    response: Out<typeof knowledgeMatchResponse>;
  };
  'PUT /api/knowledge/questions/:id': {
    body: In<typeof knowledgeQuestionInput>;
    response: Out<typeof knowledgeQuestionResponse>;
  };
  'DELETE /api/knowledge/questions/:id': { response: Ok };

  'GET /api/crm/sections': { query: Query<typeof crmSectionListQuery>; response: Out<typeof crmSectionList> };
  'POST /api/crm/sections': { body: In<typeof crmSectionInput>; response: Out<typeof crmSection> };
  'PUT /api/crm/sections/:id': { body: In<typeof crmSectionInput>; response: Out<typeof crmSection> };
  'DELETE /api/crm/sections/:id': { response: Ok };
  'PUT /api/crm/sections/:id/fields/order': {
    body: In<typeof crmFieldOrderInput>;
    response: Out<typeof crmSection>;
  };
  'POST /api/crm/fields': { body: In<typeof crmFieldInput>; response: Out<typeof crmField> };
  'PUT /api/crm/fields/:id': { body: In<typeof crmFieldInput>; response: Out<typeof crmField> };
  'DELETE /api/crm/fields/:id': { response: Ok };
  // `filters` travels as JSON inside one parameter.
  'GET /api/contacts': { query: Query<typeof contactListQuery>; response: Out<typeof contactListPage> };
  'POST /api/contacts': { body: In<typeof contactInput>; response: Out<typeof contact> };
  'GET /api/contacts/:id': { response: Out<typeof contact> };
  'PUT /api/contacts/:id': { body: In<typeof contactInput>; response: Out<typeof contact> };
  'DELETE /api/contacts/:id': { response: Ok };
  'POST /api/contacts/:id/editing': { response: Out<typeof contactEditor> };
  'DELETE /api/contacts/:id/editing': { response: Ok };
  'GET /api/contacts/:id/timeline': {
    query: Query<typeof contactTimelineQuery>;
    response: Out<typeof contactTimeline>;
  };
  'POST /api/contacts/:id/notes': {
    body: In<typeof contactNoteInput>;
    response: Out<typeof contactNoteAdded>;
  };
  'PUT /api/contacts/:id/tags': {
    body: In<typeof contactTagsInput>;
    response: Out<typeof contactTagsResponse>;
  };
  'GET /api/contacts/:id/identities': { response: Out<typeof contactIdentitiesResponse> };
  'POST /api/contacts/:id/merge': {
    body: In<typeof contactMergeInput>;
    response: Out<typeof contactMergeResult>;
  };
  'GET /api/contacts/:contactId/number-status': { response: Out<typeof numberStatusResponse> };
  'POST /api/contacts/:contactId/number-status/:channel/:action': {
    response: Out<typeof numberStatusResponse>;
  };
  'POST /api/contact-imports': {
    query: Query<typeof contactImportQuery>;
    response: Out<typeof contactImport>;
  };
  'GET /api/contact-imports': {
    query: Query<typeof crmSectionListQuery>;
    response: Out<typeof contactImportList>;
  };
  'GET /api/contact-imports/:id': { response: Out<typeof contactImport> };
  'GET /api/leads': { query: Query<typeof leadListQuery>; response: Out<typeof leadListPage> };
  'GET /api/leads/:id': { response: Out<typeof leadDetail> };
}
