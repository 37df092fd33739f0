import { postgresErrorCode } from './postgresErrorCode.ts';

// PostgreSQL's unique_violation (23505). The pre-check in the use case gives the usual answer;
// this covers two writers racing for a title.
export const isUniqueViolation = (error: unknown) => postgresErrorCode(error) === '23505';
