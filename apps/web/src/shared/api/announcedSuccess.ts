import type { QueryClient } from '@tanstack/react-query';

// A mutation whose success the panel announces with the catalogue's "action was successful"
// (spec §8's generic texts): `useMutation({ meta: announcesSuccess, … })`. Saves and deletes of
// settings and records take it; frequent gestures (pin, mute, sending a message) do not.
export const announcesSuccess = { announcesSuccess: true } as const;

// Calls `onSuccess` once each time such a mutation succeeds; answers the unsubscribe.
export function watchAnnouncedSuccesses(queryClient: QueryClient, onSuccess: () => void) {
  return queryClient.getMutationCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'success' &&
      event.mutation.meta?.announcesSuccess === true
    )
      onSuccess();
  });
}
