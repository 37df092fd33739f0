import type { KnowledgeQuestion } from '@prosa/contracts';
import { normalizeText } from '@prosa/domain';

// The questions whose title or an intention holds the searched text, blind to accents and case.
export function filterQuestions(questions: KnowledgeQuestion[], search: string): KnowledgeQuestion[] {
  const wanted = normalizeText(search);
  if (wanted === '') return questions;
  return questions.filter(
    (question) =>
      normalizeText(question.title).includes(wanted) ||
      question.intentions.some((intention) => normalizeText(intention.word).includes(wanted)),
  );
}
