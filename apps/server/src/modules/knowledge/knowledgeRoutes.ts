import {
  knowledgeBaseInput,
  knowledgeBaseResponse,
  knowledgeBasesResponse,
  knowledgeIdParams,
  knowledgeMatchInput,
  knowledgeMatchResponse,
  knowledgeQuestionInput,
  knowledgeQuestionResponse,
  knowledgeQuestionsResponse,
  levels,
  okResponse,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { createBase } from './createBase.ts';
import { createQuestion } from './createQuestion.ts';
import { deleteBase } from './deleteBase.ts';
import { deleteQuestion } from './deleteQuestion.ts';
import { listBases } from './listBases.ts';
import { listQuestions } from './listQuestions.ts';
import { matchBaseText } from './matchBaseText.ts';
import { updateBase } from './updateBase.ts';
import { updateQuestion } from './updateQuestion.ts';

// The levels are the permission catalogue's floors (docs/decisions.md): reading and the intent
// test up to attendants granted `knowledge.view` (managers by default), changes up to managers.
const read = memberAccess(levels.attendant, 'knowledge.view');
const edit = memberAccess(levels.manager, 'knowledge.edit');
const ok = { ok: true as const };

export async function knowledgeRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['knowledge'];
  const params = knowledgeIdParams;
  api.get(
    '/api/knowledge/bases',
    {
      config: read,
      schema: { summary: 'List knowledge bases', tags, response: { 200: knowledgeBasesResponse } },
    },
    (request) => listBases(request.ctx),
  );
  api.post(
    '/api/knowledge/bases',
    {
      config: edit,
      schema: {
        summary: 'Create a knowledge base',
        tags,
        body: knowledgeBaseInput,
        response: { 200: knowledgeBaseResponse },
      },
    },
    (request) => createBase(request.ctx, request.body),
  );
  api.put(
    '/api/knowledge/bases/:id',
    {
      config: edit,
      schema: {
        summary: 'Rename a knowledge base',
        tags,
        params,
        body: knowledgeBaseInput,
        response: { 200: knowledgeBaseResponse },
      },
    },
    (request) => updateBase(request.ctx, request.params.id, request.body),
  );
  api.delete(
    '/api/knowledge/bases/:id',
    {
      config: edit,
      schema: { summary: 'Delete a knowledge base', tags, params, response: { 200: okResponse } },
    },
    async (request) => {
      await deleteBase(request.ctx, request.params.id);
      return ok;
    },
  );
  api.get(
    '/api/knowledge/bases/:id/questions',
    {
      config: read,
      schema: {
        summary: "List a base's questions",
        tags,
        params,
        response: { 200: knowledgeQuestionsResponse },
      },
    },
    (request) => listQuestions(request.ctx, request.params.id),
  );
  api.post(
    '/api/knowledge/bases/:id/questions',
    {
      config: edit,
      schema: {
        summary: 'Add a question to a base',
        tags,
        params,
        body: knowledgeQuestionInput,
        response: { 200: knowledgeQuestionResponse },
      },
    },
    (request) => createQuestion(request.ctx, request.params.id, request.body),
  );
  api.post(
    '/api/knowledge/bases/:id/match',
    {
      config: read,
      schema: {
        summary: "Test a text against a base's intentions",
        tags,
        params,
        body: knowledgeMatchInput,
        response: { 200: knowledgeMatchResponse },
      },
    },
    (request) => matchBaseText(request.ctx, request.params.id, request.body.text),
  );
  api.put(
    '/api/knowledge/questions/:id',
    {
      config: edit,
      schema: {
        summary: 'Edit a question',
        tags,
        params,
        body: knowledgeQuestionInput,
        response: { 200: knowledgeQuestionResponse },
      },
    },
    (request) => updateQuestion(request.ctx, request.params.id, request.body),
  );
  api.delete(
    '/api/knowledge/questions/:id',
    { config: edit, schema: { summary: 'Delete a question', tags, params, response: { 200: okResponse } } },
    async (request) => {
      await deleteQuestion(request.ctx, request.params.id);
      return ok;
    },
  );
}
