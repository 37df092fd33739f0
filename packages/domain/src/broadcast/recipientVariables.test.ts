import { describe, expect, it } from 'vitest';
import { recipientVariables } from './recipientVariables.ts';

describe('recipientVariables', () => {
  it('fills {name} and {phone} with the recipient’s, every time they occur', () => {
    expect(
      recipientVariables(['{name}', 'Oi {name}, {name}!', '{phone}', 'NATAL10'], {
        name: 'Ana',
        phone: '5511987654321',
      }),
    ).toEqual(['Ana', 'Oi Ana, Ana!', '5511987654321', 'NATAL10']);
  });

  it('names a recipient without a name by its phone', () => {
    expect(recipientVariables(['{name}'], { name: '', phone: '5511987654321' })).toEqual(['5511987654321']);
  });
});
