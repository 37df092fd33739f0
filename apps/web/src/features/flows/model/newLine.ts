import { defaultAppearanceMs, defaultButtonLimit, type FlowLine } from '@prosa/contracts';

// The balloon types the lite editor offers; the others (slider, condition, FAQ, HTTP, code) are
// shown there but edited in the code editor.
export const liteLineTypes = [
  'message',
  'question',
  'buttons',
  'dataCollection',
  'handoff',
  'jump',
  'end',
] as const;
export type LiteLineType = (typeof liteLineTypes)[number];

// A jump nobody chose yet. The schema refuses it, so saving points at the balloon to finish.
export const unchosenJump = 0;

// An empty balloon of a type, with the schema's defaults filled in as saving would.
export function newLine(type: LiteLineType, line: number): FlowLine {
  const base = {
    line,
    isSecure: false,
    appearanceMs: defaultAppearanceMs,
    integrations: [],
    ticketTitles: [],
    tags: [],
  };
  switch (type) {
    case 'message':
      return { ...base, type, content: { kind: 'text', text: '' } };
    case 'question':
      return { ...base, type, text: '', validation: 'none', currency: 'BRL' };
    case 'buttons':
      return { ...base, type, text: '', buttons: [], buttonLimit: defaultButtonLimit };
    case 'dataCollection':
      return { ...base, type, initialMessage: '', continuationMessage: '', fields: ['name', 'email'] };
    case 'handoff':
      return { ...base, type, departmentId: '', text: '' };
    case 'jump':
      return { ...base, type, jump: unchosenJump };
    case 'end':
      return { ...base, type, text: '' };
  }
}
