import { describe, expect, it } from 'vitest';
import { isForeignOrigin } from './isForeignOrigin.ts';

describe('isForeignOrigin', () => {
  it.each([
    [undefined, 'prosa.example', false],
    ['null', 'prosa.example', false],
    ['https://prosa.example', 'prosa.example', false],
    ['http://localhost:3000', 'localhost:3000', false],
    ['https://evil.example', 'prosa.example', true],
    ['http://localhost:3001', 'localhost:3000', true],
    ['https://prosa.example.evil.example', 'prosa.example', true],
    ['not a url', 'prosa.example', true],
    ['https://prosa.example', undefined, true],
  ])('Origin %s to host %s is foreign: %s', (origin, host, expected) => {
    expect(isForeignOrigin(origin, host)).toBe(expected);
  });
});
