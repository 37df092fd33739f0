import type { FlowLine, FlowLineOf } from '@prosa/contracts';
import { parseNumber, validateAnswer } from '@prosa/domain';
import { chatbotTexts, invalidText } from './chatbotTexts.ts';
import { askNextField } from './enterLine.ts';
import type { FlowRun, Next } from './FlowRun.ts';
import { findButton } from './findButton.ts';
import { buttonsMessage, sliderMessage, textMessage } from './lineMessages.ts';
import type { Inbound, OutboundMessage } from './types.ts';

// The customer answered the line the flow waits on: keep the answer and go on, or say why it is
// not accepted and ask again (a return to the same point, counted for the automatic block).
export function answerLine(run: FlowRun, line: FlowLine, inbound: Inbound): Next {
  const text = inbound.text ?? '';
  const { collected, language } = run;
  switch (line.type) {
    case 'question': {
      const check = validateAnswer(line.validation, text, language);
      if (check.isValid) return keep(run, line, check.value);
      const invalid =
        line.invalidText ?? (line.validation === 'none' ? null : invalidText(language, line.validation));
      return askAgain(run, line, invalid, textMessage(line.text, collected));
    }
    case 'buttons': {
      const button = findButton(line.buttons, inbound);
      if (!button) {
        const prompt = buttonsMessage(line.text, line.buttons, line.buttonLimit, collected);
        return askAgain(run, line, invalidText(language, 'option'), prompt);
      }
      keep(run, line, button.value);
      return button.jump === undefined ? run.following(line) : { line: button.jump, isJump: true };
    }
    case 'slider': {
      const value = parseNumber(text);
      if (value !== null && fitsSlider(line, Number(value))) return keep(run, line, value);
      const { min, max } = line.slider;
      return askAgain(
        run,
        line,
        invalidText(language, 'slider', { min, max }),
        sliderMessage(line, collected),
      );
    }
    case 'dataCollection': {
      const field = run.cursor.collecting ?? line.fields.find((candidate) => !collected[candidate]?.trim());
      if (!field) return askNextField(run, line);
      const check = validateAnswer(field, text, language);
      if (!check.isValid)
        return askAgain(
          run,
          line,
          invalidText(language, field),
          textMessage(chatbotTexts[language].ask[field]),
          field,
        );
      run.collect(line, field, check.value);
      return askNextField(run, line);
    }
    case 'faq':
      return askKnowledge(run, line, inbound);
    default:
      return run.following(line);
  }
}

function keep(run: FlowRun, line: FlowLine, value: string): Next {
  const field = line.responseField || line.identifier;
  if (field) run.collect(line, field, value);
  return run.following(line);
}

function askAgain(
  run: FlowRun,
  line: FlowLine,
  invalid: string | null,
  prompt: OutboundMessage,
  collecting: FlowLineOf<'dataCollection'>['fields'][number] | null = null,
): Next {
  if (!run.revisit(line)) return null;
  if (invalid) run.say(line, textMessage(invalid));
  run.say(line, prompt, invalid ? 0 : line.appearanceMs);
  run.wait(line, 'input', collecting);
  return null;
}

function fitsSlider(line: FlowLineOf<'slider'>, value: number) {
  const { min, max, step } = line.slider;
  if (value < min || value > max) return false;
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-9;
}

// A FAQ question goes to the knowledge base (an effect the server answers); a FAQ button with a
// jump goes there instead, one without asks its own text.
function askKnowledge(run: FlowRun, line: FlowLineOf<'faq'>, inbound: Inbound): Next {
  const button = findButton(line.buttons, inbound);
  if (button?.jump !== undefined) return { line: button.jump, isJump: true };
  const question = (button?.value ?? inbound.text ?? '').trim();
  if (!question) {
    run.say(line, textMessage(invalidText(run.language, 'faq')));
    run.wait(line, 'input');
    return null;
  }
  const { knowledgeBaseId, secondaryKnowledgeBaseId, buttonLimit, learningDays } = line.faq;
  run.effect({
    kind: 'faq',
    line: line.line,
    question,
    knowledgeBaseId,
    ...(secondaryKnowledgeBaseId ? { secondaryKnowledgeBaseId } : {}),
    buttonLimit,
    learningDays,
  });
  run.wait(line, 'faq');
  return null;
}
