import { h } from './h.ts';
import type { WidgetTexts } from './texts.ts';

// The questions' highest scores (contracts' satisfactionScale and npsScale; the widget's bundle does
// not take the contracts' schemas for two numbers).
const highest = { open: 5, nps: 10 } as const;

export type SurveyShown = 'hidden' | 'open' | 'nps' | 'thanks';

// The survey once the conversation is finished: satisfaction (0 to 5), then NPS (0 to 10), then
// the thanks. Each question is a group of score buttons named by the question.
export function renderSurvey(
  container: HTMLElement,
  shown: SurveyShown,
  texts: WidgetTexts,
  answer: (question: 'rate' | 'recommend', score: number) => void,
) {
  container.replaceChildren();
  container.hidden = shown === 'hidden';
  const question = shown === 'nps' ? texts.npsQuestion : texts.surveyQuestion;
  container.setAttribute('aria-label', question);
  if (shown === 'thanks') {
    container.append(h('p', { role: 'status' }, [texts.surveyThanks]));
    return;
  }
  if (shown === 'hidden') return;
  container.append(h('p', {}, [question]));
  for (let score = 0; score <= highest[shown]; score++) {
    const button = h('button', { type: 'button', 'aria-label': texts.surveyScore(score) }, [String(score)]);
    button.addEventListener('click', () => answer(shown === 'nps' ? 'recommend' : 'rate', score));
    container.append(button);
  }
}
