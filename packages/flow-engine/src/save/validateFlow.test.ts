import { errorMessage, type FlowLineInput, flowDocumentSchema } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { validateFlow } from './validateFlow.ts';

const documentOf = (lines: FlowLineInput[], description = 'Atendimento') =>
  flowDocumentSchema.parse({ description, lines });
const codesOf = (lines: FlowLineInput[], options = {}) =>
  validateFlow(documentOf(lines), options).map(({ code, line }) => [code, line]);
const end: FlowLineInput = { line: 99, type: 'end' };

describe('validateFlow', () => {
  it('accepts a sound flow', () => {
    expect(
      codesOf([
        {
          line: 1,
          type: 'buttons',
          text: 'Menu',
          buttons: [
            { key: 'a', value: 'A', jump: 99 },
            { key: 'b', value: 'B' },
          ],
        },
        {
          line: 2,
          type: 'faq',
          faq: { knowledgeBaseId: 'kb', notFoundJump: 99 },
          buttons: [{ key: 'x', value: 'X' }],
        },
        { line: 3, type: 'handoff', departmentId: 'd1', errorJump: 99 },
        end,
      ]),
    ).toEqual([]);
  });

  it('requires a description and a line', () => {
    expect(validateFlow(documentOf([], '  '))).toEqual([
      { code: 'flows.descriptionRequired', line: null, params: {} },
      { code: 'flows.linesRequired', line: null, params: {} },
    ]);
  });

  it('finds duplicate button names on a line, ignoring accents and case, and duplicate keys', () => {
    expect(
      codesOf([
        {
          line: 1,
          type: 'buttons',
          text: 'M',
          buttons: [
            { key: 'a', value: 'Sim' },
            { key: 'b', value: 'SÍM' },
          ],
        },
      ]),
    ).toEqual([['flows.buttonNamesDuplicate', 1]]);
    expect(
      codesOf([
        {
          line: 1,
          type: 'buttons',
          text: 'M',
          buttons: [
            { key: 'a', value: 'Sim' },
            { key: 'a', value: 'Não' },
          ],
        },
      ]),
    ).toEqual([['flows.buttonNamesDuplicate', 1]]);
  });

  it('finds empty button values and a buttons line without buttons', () => {
    expect(codesOf([{ line: 4, type: 'buttons', text: 'M', buttons: [{ key: 'a', value: ' ' }] }])).toEqual([
      ['flows.buttonValueEmpty', 4],
    ]);
    expect(codesOf([{ line: 4, type: 'buttons', text: 'M', buttons: [] }])).toEqual([
      ['flows.buttonsRequired', 4],
    ]);
  });

  it('finds a FAQ without knowledge base and empty FAQ button values', () => {
    expect(codesOf([{ line: 2, type: 'faq', faq: {}, buttons: [{ key: 'a', value: '' }] }])).toEqual([
      ['flows.faqKnowledgeBaseRequired', 2],
      ['flows.faqButtonValueEmpty', 2],
    ]);
  });

  it('finds an undefined error jump on a hand-off to a department with a journey', () => {
    const lines: FlowLineInput[] = [{ line: 3, type: 'handoff', departmentId: 'withJourney' }];
    const hasJourney = (id: string) => id === 'withJourney';
    expect(codesOf(lines, { hasJourney })).toEqual([['flows.errorJumpUndefined', 3]]);
    expect(codesOf([{ line: 3, type: 'handoff', departmentId: 'other' }], { hasJourney })).toEqual([]);
    expect(codesOf([{ line: 3, type: 'handoff' }])).toEqual([['flows.handoffDepartmentRequired', 3]]);
  });

  it('finds a jump to its own line, from any jump field', () => {
    const own: FlowLineInput[] = [
      { line: 1, type: 'jump', jump: 1 },
      { line: 2, type: 'message', content: { kind: 'text', text: 'x' }, jump: 2 },
      { line: 3, type: 'buttons', text: 'M', buttons: [{ key: 'a', value: 'A', jump: 3 }] },
      { line: 4, type: 'condition', rules: [{ field: 'f', operator: 'exists', jump: 4 }] },
      { line: 5, type: 'faq', faq: { knowledgeBaseId: 'kb', notFoundJump: 5 } },
      { line: 6, type: 'question', text: 'Q', noResponse: { afterMinutes: 1, jump: 6 } },
      { line: 7, type: 'http', http: { url: 'https://x' }, errorJump: 7 },
    ];
    expect(codesOf(own)).toEqual(own.map(({ line }) => ['flows.jumpToOwnLine', line]));
  });

  it('finds jumps to lines that do not exist and repeated line numbers', () => {
    expect(
      validateFlow(
        documentOf([
          { line: 1, type: 'jump', jump: 42 },
          { line: 1, type: 'end' },
        ]),
      ),
    ).toEqual([
      { code: 'flows.lineNumberDuplicate', line: 1, params: { line: 1 } },
      { code: 'flows.jumpTargetMissing', line: 1, params: { line: 1, target: 42 } },
    ]);
  });

  it('finds conditions without rules, broken sliders and code lines without code', () => {
    expect(
      codesOf([
        { line: 1, type: 'condition', rules: [] },
        { line: 2, type: 'slider', text: 'S', slider: { min: 5, max: 5, initial: 5, step: 1 } },
        { line: 3, type: 'slider', text: 'S', slider: { min: 0, max: 5, initial: 9, step: 1 } },
        { line: 4, type: 'code', externalCode: { webchat: '  ' } },
      ]),
    ).toEqual([
      ['flows.conditionRulesRequired', 1],
      ['flows.sliderInvalid', 2],
      ['flows.sliderInvalid', 3],
      ['flows.codeRequired', 4],
    ]);
  });

  it('reports every error at once, each with its line, in line order, with its catalogue text', () => {
    const errors = validateFlow(
      documentOf(
        [
          { line: 9, type: 'faq', faq: {} },
          {
            line: 2,
            type: 'buttons',
            text: 'M',
            buttons: [
              { key: 'a', value: '' },
              { key: 'b', value: 'x' },
              { key: 'c', value: 'X' },
            ],
          },
        ],
        '',
      ),
    );
    expect(errors.map(({ code, line }) => [code, line])).toEqual([
      ['flows.descriptionRequired', null],
      ['flows.buttonValueEmpty', 2],
      ['flows.buttonNamesDuplicate', 2],
      ['flows.faqKnowledgeBaseRequired', 9],
    ]);
    const [, empty, , withoutBase] = errors.map(({ code, params }) => errorMessage(code, 'pt-BR', params));
    expect([empty, withoutBase]).toEqual([
      'Linha 2: há botões sem valor.',
      'Linha 9: o FAQ precisa de uma base de conhecimento.',
    ]);
    expect(errorMessage('flows.faqKnowledgeBaseRequired', 'en-US', { line: 9 })).toBe(
      'Line 9: the FAQ needs a knowledge base.',
    );
  });
});
