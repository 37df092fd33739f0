import {
  buttonLimits,
  defaultAppearanceMs,
  type FlowLine,
  type FlowLineType,
  httpTimeoutMs,
} from '@prosa/contracts';
import { liteLineTypes, newLine, unchosenJump } from './newLine.ts';

// An empty line of any type, numbered after the flow's last line, with the schema's defaults
// filled in as saving would (the pro editor offers every type; the lite ones come from newLine).
export function newProLine(type: FlowLineType, lines: readonly FlowLine[]): FlowLine {
  const line = Math.max(0, ...lines.map((item) => item.line)) + 1;
  if ((liteLineTypes as readonly string[]).includes(type)) return newLine(type as never, line);
  const base = {
    line,
    isSecure: false,
    appearanceMs: defaultAppearanceMs,
    integrations: [],
    ticketTitles: [],
    tags: [],
  };
  switch (type) {
    case 'slider':
      return { ...base, type, text: '', slider: { label: '', min: 0, max: 10, initial: 5, step: 1 } };
    case 'condition':
      return { ...base, type, rules: [{ field: 'name', operator: 'exists', value: '', jump: unchosenJump }] };
    case 'faq':
      return {
        ...base,
        type,
        text: '',
        faq: { knowledgeBaseId: '', buttonLimit: buttonLimits.min, learningDays: 7 },
        buttons: [],
      };
    case 'http':
      return {
        ...base,
        type,
        http: {
          method: 'GET',
          url: 'https://',
          headers: [],
          body: '',
          bodyFormat: 'json',
          timeoutMs: httpTimeoutMs.default,
          responseMapping: [],
        },
      };
    default:
      return { ...base, type: 'code', externalCode: {} };
  }
}
