import type { MessageChoices } from '@prosa/contracts';
import { h } from './h.ts';
import type { WidgetTexts } from './texts.ts';

// The controls under a bot's question: chips, a dropdown or a slider. Choosing sends the option's
// value (the slider's number) as the visitor's own message, so it is stored and retried like any
// other. Option values and the slider's label are the flow author's text: text nodes only.
export function renderChoices(
  choices: MessageChoices,
  texts: WidgetTexts,
  choose: (text: string) => void,
): HTMLLIElement {
  const group = h('div', { role: 'group', 'aria-label': texts.options }, controlsOf(choices, texts, choose));
  return h('li', { class: 'choices' }, [group]);
}

function controlsOf(choices: MessageChoices, texts: WidgetTexts, choose: (text: string) => void) {
  const button = (label: string, onClick: () => void) => {
    const element = h('button', { type: 'button' }, [label]);
    element.addEventListener('click', onClick);
    return element;
  };
  if (choices.kind === 'slider') {
    const { min, max, step, initial } = choices;
    const input = h('input', { type: 'range', min: String(min), max: String(max), step: String(step) });
    input.value = String(initial);
    const send = button(texts.sendValue(input.value), () => choose(input.value));
    input.addEventListener('input', () => {
      send.textContent = texts.sendValue(input.value);
    });
    return [h('label', {}, [choices.label || texts.chooseValue, input]), send];
  }
  if (choices.presentation === 'dropdown') {
    const select = h(
      'select',
      {},
      choices.options.map((option) => h('option', { value: option.value }, [option.value])),
    );
    return [h('label', {}, [texts.chooseOption, select]), button(texts.send, () => choose(select.value))];
  }
  return choices.options.map((option) => button(option.value, () => choose(option.value)));
}
