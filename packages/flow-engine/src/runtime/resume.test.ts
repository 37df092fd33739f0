import { describe, expect, it } from 'vitest';
import { context, converse, flowOf, texts } from '../testing/flowOf.ts';
import { resume } from './resume.ts';
import { step } from './step.ts';

describe('resume', () => {
  const handoff = flowOf([
    { line: 1, type: 'handoff', departmentId: 'd1', errorJump: 5 },
    { line: 2, type: 'end', text: 'no error jump' },
    { line: 5, type: 'end', text: 'Estamos fora do horário.' },
  ]);

  it('leaves the conversation to the department once the hand-off is accepted', () => {
    const waiting = step(handoff, null, {}, context()).nextCursor;
    const result = resume(handoff, waiting, { kind: 'handoff', isAccepted: true }, context());
    expect(result.nextCursor).toMatchObject({ status: 'live', awaiting: null, line: null });
    expect(step(handoff, result.nextCursor, { text: 'hello?' }, context()).outputs).toEqual([]);
  });

  it('takes the error jump when the department refuses (outside its journey)', () => {
    const waiting = step(handoff, null, {}, context()).nextCursor;
    const result = resume(handoff, waiting, { kind: 'handoff', isAccepted: false }, context());
    expect(texts(result)).toEqual(['Estamos fora do horário.']);
  });

  it('maps an HTTP answer into collected data and goes on, or takes the error jump', () => {
    const version = flowOf([
      {
        line: 1,
        type: 'http',
        http: {
          url: 'https://api.example.com',
          responseMapping: [
            { path: 'data.items[0].name', field: 'product' },
            { path: 'data.count', field: 'count' },
            { path: 'nope', field: 'x' },
          ],
        },
        errorJump: 3,
      },
      { line: 2, type: 'end', text: 'Got {{product}} ({{count}})' },
      { line: 3, type: 'end', text: 'failed' },
    ]);
    const waiting = step(version, null, {}, context()).nextCursor;
    const body = { data: { items: [{ name: 'Mug' }], count: 2 } };
    const ok = resume(version, waiting, { kind: 'http', isOk: true, status: 200, body }, context());
    expect(texts(ok)).toEqual(['Got Mug (2)']);
    expect(ok.collected).toEqual({ product: 'Mug', count: '2' });
    expect(texts(resume(version, waiting, { kind: 'http', isOk: true, status: 500 }, context()))).toEqual([
      'failed',
    ]);
    expect(texts(resume(version, waiting, { kind: 'http', isOk: false }, context()))).toEqual(['failed']);
  });

  it('keeps the external code variables, and goes on after a failure without an error jump', () => {
    const version = flowOf([
      { line: 1, type: 'code', externalCode: { webchat: 'x' } },
      { line: 2, type: 'end', text: 'score {{score}}' },
    ]);
    const waiting = step(version, null, {}, context()).nextCursor;
    expect(
      texts(
        resume(version, waiting, { kind: 'externalCode', isOk: true, variables: { score: '9' } }, context()),
      ),
    ).toEqual(['score 9']);
    expect(texts(resume(version, waiting, { kind: 'externalCode', isOk: false }, context()))).toEqual([
      'score ',
    ]);
  });

  describe('FAQ answers', () => {
    const faq = (extra: object = {}) =>
      flowOf([
        { line: 1, type: 'faq', faq: { knowledgeBaseId: 'kb' }, ...extra },
        { line: 7, type: 'end', text: 'next' },
        { line: 9, type: 'end', text: 'not found' },
      ]);
    const asked = (version: ReturnType<typeof faq>) => converse(version, ['oi', 'horário?']).last.nextCursor;

    it('says the answers and waits for the next question', () => {
      const version = faq();
      const result = resume(
        version,
        asked(version),
        { kind: 'faq', isAnswered: true, answers: [{ kind: 'text', text: '9h às 18h' }] },
        context(),
      );
      expect(texts(result)).toEqual(['9h às 18h']);
      expect(result.nextCursor).toMatchObject({ line: 1, awaiting: 'input' });
    });

    it('goes to the line jump after an answer when there is one', () => {
      const version = faq({ jump: 7 });
      const result = resume(
        version,
        asked(version),
        { kind: 'faq', isAnswered: true, answers: [{ kind: 'text', text: 'A' }] },
        context(),
      );
      expect(texts(result)).toEqual(['A', 'next']);
    });

    it('takes the not-found jump, or says the FAQ text without one', () => {
      const jumping = faq({ faq: { knowledgeBaseId: 'kb', notFoundJump: 9 } });
      expect(texts(resume(jumping, asked(jumping), { kind: 'faq', isAnswered: false }, context()))).toEqual([
        'not found',
      ]);
      const staying = faq();
      expect(
        texts(
          resume(staying, asked(staying), { kind: 'faq', isAnswered: false }, context({ language: 'es' })),
        ),
      ).toEqual(['No pude entender su pregunta. ¿Puede escribirla de otra manera?']);
    });
  });

  describe('no-response timer', () => {
    const version = flowOf([
      { line: 1, type: 'question', text: 'Q', noResponse: { afterMinutes: 60, text: 'Ainda aí?', jump: 3 } },
      { line: 2, type: 'end', text: 'answered' },
      { line: 3, type: 'end', text: 'timed out' },
    ]);

    it('says the no-response text and jumps when the timer fires on time', () => {
      const first = step(version, null, {}, context());
      const timer = first.effects.find((effect) => effect.kind === 'timer');
      const result = resume(
        version,
        first.nextCursor,
        { kind: 'timer', timer: 'noResponse', turn: timer?.kind === 'timer' ? timer.turn : -1 },
        context(),
      );
      expect(texts(result)).toEqual(['Ainda aí?', 'timed out']);
    });

    it('ignores a timer from an earlier turn', () => {
      const first = step(version, null, {}, context());
      const answered = step(version, first.nextCursor, { text: 'x' }, context());
      const late = resume(
        version,
        answered.nextCursor,
        { kind: 'timer', timer: 'noResponse', turn: 1 },
        context(),
      );
      expect(late.outputs).toEqual([]);
      expect(late.nextCursor).toBe(answered.nextCursor);
    });

    it('ends the flow when the no-response option has no jump', () => {
      const ending = flowOf([{ line: 1, type: 'question', text: 'Q', noResponse: { afterMinutes: 1 } }]);
      const first = step(ending, null, {}, context());
      const result = resume(
        ending,
        first.nextCursor,
        { kind: 'timer', timer: 'noResponse', turn: first.nextCursor.turn },
        context(),
      );
      expect(result.effects).toEqual([{ kind: 'end', line: 1 }]);
    });
  });

  it('ignores a result the cursor is not waiting for', () => {
    const waiting = step(handoff, null, {}, context()).nextCursor;
    const result = resume(handoff, waiting, { kind: 'http', isOk: true }, context());
    expect(result).toMatchObject({ outputs: [], effects: [], nextCursor: waiting });
  });
});
