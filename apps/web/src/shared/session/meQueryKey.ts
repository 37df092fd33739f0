// The signed-in user's session (`GET /api/auth/me`): one cache entry the guard, the shell and
// every feature read.
export const meQueryKey = ['me'] as const;
