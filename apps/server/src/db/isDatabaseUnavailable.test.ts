import { describe, expect, it } from 'vitest';
import { CatalogueError } from '../app/CatalogueError.ts';
import { errorCodeOf } from '../app/errorCodeOf.ts';
import { isDatabaseUnavailable } from './isDatabaseUnavailable.ts';

const withCode = (code: string) => Object.assign(new Error('x'), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a read timeout', new Error('Query read timeout')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a connect timeout', new Error('Connection terminated due to connection timeout')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a closed client', new Error('Client was closed and is not queryable')],
    ['a reset', withCode('ECONNRESET')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a statement timeout', withCode('57014')],
    ['a connection exception', withCode('08006')],
    ['a server shutting down', withCode('57P01')],
    ['a timeout wrapped by Drizzle', wrapped(new Error('Query read timeout'))],
    ['a reset wrapped twice', wrapped(wrapped(withCode('ECONNRESET')))],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a bug', new TypeError('x is undefined')],
    ['a wrapped constraint', wrapped(withCode('23503'))],
    ['no error at all', undefined],
    ['a string', 'Query read timeout'],
  ])('does not take %s for an unavailable database', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('errorCodeOf (socket acks)', () => {
  it('answers a catalogue error’s code, 503 for the database, the generic code for the rest', () => {
    expect(errorCodeOf(new CatalogueError('live.conversationNotFound'))).toBe('live.conversationNotFound');
    expect(errorCodeOf(wrapped(new Error('Query read timeout')))).toBe('generic.databaseUnavailable');
    expect(errorCodeOf(new TypeError('bug'))).toBe('generic.unexpected');
  });
});
