import type { QueryClient } from '@tanstack/react-query';

// Logout, a revoked or an expired session: everything the user had loaded (user, account,
// credits, lists, preferences) is forgotten before the login screen shows.
export function endSession(queryClient: QueryClient, goToLogin: () => void) {
  queryClient.clear();
  goToLogin();
}
