import { normalizeText } from './normalizeText.ts';

export interface MatchableQuestion {
  id: string;
  title: string;
  intentions: ReadonlyArray<{ word: string; weight: number }>;
  minimumWeight: number | null;
  status: 'active' | 'inactive';
}

export interface QuestionScore {
  questionId: string;
  title: string;
  score: number;
  minimumWeight: number | null;
  matched: Array<{ word: string; weight: number }>;
}

export type AnswerState = 'answered' | 'unambiguous' | 'unanswered' | 'outOfContext';

export interface MatchResult {
  state: AnswerState;
  // The answer when answered; the tied questions the customer chooses from when unambiguous.
  questions: QuestionScore[];
  // Every active question with at least one intention present, best first.
  candidates: QuestionScore[];
}

// An intention is present when its words appear as whole words, in order, in the text.
const isPresent = (paddedText: string, word: string) => {
  const normalized = normalizeText(word);
  return normalized !== '' && paddedText.includes(` ${normalized} `);
};

// Scores a customer's text against a base's questions (docs/decisions.md, "Conventional
// knowledge"): a question scores the sum of the weights of its intentions present in the text and
// qualifies when it scores at least its minimum weight (any score when it has none).
//  outOfContext - no intention of any active question is present: the text is not about this base
//  unanswered   - intentions are present, but no question reaches its minimum weight
//  answered     - one qualifying question has the best score
//  unambiguous  - several qualifying questions tie on the best score: the customer picks one
export function matchQuestions(text: string, questions: readonly MatchableQuestion[]): MatchResult {
  const paddedText = ` ${normalizeText(text)} `;
  const candidates = questions
    .filter((question) => question.status === 'active')
    .map((question): QuestionScore => {
      const matched = question.intentions
        .filter((intention) => isPresent(paddedText, intention.word))
        .map(({ word, weight }) => ({ word, weight }));
      return {
        questionId: question.id,
        title: question.title,
        score: matched.reduce((sum, intention) => sum + intention.weight, 0),
        minimumWeight: question.minimumWeight,
        matched,
      };
    })
    .filter((scored) => scored.matched.length > 0)
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));

  if (candidates.length === 0) return { state: 'outOfContext', questions: [], candidates };
  const qualifying = candidates.filter((scored) => scored.score >= (scored.minimumWeight ?? 1));
  const best = qualifying[0];
  if (!best) return { state: 'unanswered', questions: [], candidates };
  const tied = qualifying.filter((scored) => scored.score === best.score);
  return { state: tied.length > 1 ? 'unambiguous' : 'answered', questions: tied, candidates };
}
