import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSmsOptOutKeyword } from './isSmsOptOutKeyword.ts';

describe('isSmsOptOutKeyword', () => {
  it.each(['STOP', 'stop', 'Sair', 'SAÍR', ' sair ', 'Parar!', 'pArAr.', 'SAIR\n'])(
    'opts out on %j',
    (text) => {
      expect(isSmsOptOutKeyword(text)).toBe(true);
    },
  );

  it.each(['', 'quero sair', 'STOP agora', 'sair do plano', 'cancelar', 'stopp', 'S A I R'])(
    'keeps %j a message for the flow',
    (text) => {
      expect(isSmsOptOutKeyword(text)).toBe(false);
    },
  );

  it('takes a keyword only as the whole message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('STOP', 'SAIR', 'PARAR'),
        fc.stringMatching(/^[a-z]{1,10}$/),
        (word, other) => {
          expect(isSmsOptOutKeyword(`${word} ${other}`)).toBe(false);
          expect(isSmsOptOutKeyword(`${other} ${word}`)).toBe(false);
        },
      ),
    );
  });
});
