import type { KnowledgeQuestionInput, KnowledgeResponseInput } from '@prosa/contracts';

// What the question dialog's form holds: the contract's fields, with a random response's texts
// kept as typed (blank lines included) until it is sent.
export type QuestionFormValues = Omit<KnowledgeQuestionInput, 'minimumWeight'> & {
  minimumWeight?: number | null;
};

// The form's values as the contract takes them: each response keeps only its type's fields (the
// form keeps others while the user switches types), a random response drops its blank lines.
export function toQuestionInput(values: QuestionFormValues): KnowledgeQuestionInput {
  return {
    ...values,
    minimumWeight: values.minimumWeight ?? null,
    responses: values.responses.map(toResponse),
  };
}

function toResponse(response: KnowledgeResponseInput): KnowledgeResponseInput {
  const fields = response as Record<string, unknown>;
  switch (response.type) {
    case 'text':
      return { type: 'text', text: String(fields.text ?? '') };
    case 'image':
    case 'video':
    case 'document':
      return { type: response.type, url: String(fields.url ?? ''), caption: String(fields.caption ?? '') };
    case 'liveChat':
      return { type: 'liveChat', departmentId: String(fields.departmentId ?? '') };
    case 'random':
      return {
        type: 'random',
        texts: (response.texts ?? []).map((text) => text.trim()).filter((text) => text !== ''),
      };
    default:
      return response;
  }
}
