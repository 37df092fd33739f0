import { h } from './h.ts';
import type { WidgetTexts } from './texts.ts';

// The satisfaction survey (0 to 5) once the conversation is finished, or the thanks after it.
export function renderSurvey(
  container: HTMLElement,
  shown: 'hidden' | 'open' | 'thanks',
  texts: WidgetTexts,
  rate: (score: number) => void,
) {
  container.replaceChildren();
  container.hidden = shown === 'hidden';
  container.setAttribute('aria-label', texts.surveyQuestion);
  if (shown === 'thanks') {
    container.append(h('p', { role: 'status' }, [texts.surveyThanks]));
    return;
  }
  if (shown !== 'open') return;
  container.append(h('p', {}, [texts.surveyQuestion]));
  for (let score = 0; score <= 5; score++) {
    const button = h('button', { type: 'button', 'aria-label': texts.surveyScore(score) }, [String(score)]);
    button.addEventListener('click', () => rate(score));
    container.append(button);
  }
}
