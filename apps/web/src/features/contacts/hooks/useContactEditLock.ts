import { contactEditLockSeconds } from '@prosa/contracts';
import { useEffect, useState } from 'react';
import { api } from '../../../shared/api/apiRequest.ts';

// Spec §4: a contact is locked while another user edits it. The open form holds the server's lease
// (POST …/editing), renews it at half its length and releases it on leaving (DELETE). A refusal
// (contacts.editLocked, naming who edits) is returned for the form to show and go read-only.
export function useContactEditLock(contactId: string | null) {
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!contactId) return;
    const path = `/api/contacts/${encodeURIComponent(contactId)}/editing`;
    let isHeld = false;
    const take = () =>
      api.post<unknown>(path).then(
        () => {
          isHeld = true;
          setError(null);
        },
        (refusal: unknown) => setError(refusal),
      );
    take();
    const timer = setInterval(take, (contactEditLockSeconds * 1000) / 2);
    return () => {
      clearInterval(timer);
      if (isHeld) api.delete<unknown>(path).catch(() => undefined);
    };
  }, [contactId]);
  return { lockError: error };
}
