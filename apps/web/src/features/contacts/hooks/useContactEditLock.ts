import {
  type ContactEditor,
  type ContactLockAnswer,
  contactEditLockSeconds,
  isErrorCode,
} from '@prosa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/ApiError.ts';
import { api } from '../../../shared/api/api.ts';
import { useRealtime } from '../../../shared/realtime/useRealtime.ts';
import { contactQueryKey, contactTimelineQueryKey } from '../api/contactsQueryKeys.ts';
import { otherEditor } from '../otherEditor.ts';

const answerTimeoutMs = 5000;
const renewEveryMs = (contactEditLockSeconds * 1000) / 2;

const refusalOf = (answer: Extract<ContactLockAnswer, { ok: false }>) =>
  new ApiError(
    409,
    isErrorCode(answer.code) ? answer.code : 'generic.unexpected',
    answer.code,
    answer.details,
  );

interface Options {
  contactId: string | null;
  // The viewer; the lock they hold in another tab does not lock this one.
  userId: string;
  // Who edited the contact when it was read, until the socket says otherwise.
  initialEditor: ContactEditor | null;
}

// Spec §4 "Contact editing": the contact's page watches its edit lock on the /contacts socket and
// hears every take and release at once; `startEditing` takes it (refused, naming the holder, while
// someone else edits), the open form renews it and `stopEditing` (save, cancel, leaving the page)
// releases it. The server also releases it when this socket goes, so after a reconnect the form
// takes it again. Without the socket the HTTP lease does the same, and a lease nobody renews
// simply runs out (the viewers drop it at its `until`).
export function useContactEditLock({ contactId, userId, initialEditor }: Options) {
  const { contactsSocket: socket } = useRealtime();
  const queryClient = useQueryClient();
  const [editor, setEditor] = useState<ContactEditor | null>(initialEditor);
  const [isEditing, setIsEditing] = useState(false);
  const [lockError, setLockError] = useState<unknown>(null);
  const editingRef = useRef(false);

  // One request, by socket when connected, else over HTTP; resolves with the answer.
  const request = useCallback(
    async (event: 'editContact' | 'stopEditing', id: string): Promise<ContactLockAnswer> => {
      if (socket?.connected) {
        try {
          return await socket.timeout(answerTimeoutMs).emitWithAck(event, { contactId: id });
        } catch {
          return { ok: false, code: 'generic.connection' };
        }
      }
      const path = '/api/contacts/:id/editing';
      try {
        if (event === 'stopEditing') {
          await api.delete(path, { params: { id } });
          return { ok: true, editor: null };
        }
        return { ok: true, editor: await api.post(path, { params: { id } }) };
      } catch (error) {
        return error instanceof ApiError
          ? { ok: false, code: error.code, details: error.details as Record<string, string> }
          : { ok: false, code: 'generic.unexpected' };
      }
    },
    [socket],
  );

  const take = useCallback(async () => {
    if (!contactId) return false;
    const answer = await request('editContact', contactId);
    if (!answer.ok) {
      editingRef.current = false;
      setIsEditing(false);
      setLockError(refusalOf(answer));
      return false;
    }
    editingRef.current = true;
    setIsEditing(true);
    setLockError(null);
    setEditor(answer.editor);
    return true;
  }, [contactId, request]);

  const stopEditing = useCallback(() => {
    if (!contactId || !editingRef.current) return;
    editingRef.current = false;
    setIsEditing(false);
    void request('stopEditing', contactId);
  }, [contactId, request]);

  // Watching: the holder now, then every change, again after each reconnect.
  useEffect(() => {
    if (!socket || !contactId) return;
    const watch = () =>
      socket
        .timeout(answerTimeoutMs)
        .emitWithAck('watchContact', { contactId })
        .then((answer) => {
          if (answer.ok) setEditor(answer.editor);
        })
        .catch(() => undefined);
    const onEditing = (payload: { contactId: string; editor: ContactEditor | null }) => {
      if (payload.contactId !== contactId) return;
      setEditor(payload.editor);
      // Released: an earlier refusal is over, and what the editor saved shows here (when this page
      // is not the one editing).
      if (payload.editor === null && !editingRef.current) {
        setLockError(null);
        void queryClient.invalidateQueries({ queryKey: contactQueryKey(contactId) });
        void queryClient.invalidateQueries({ queryKey: contactTimelineQueryKey(contactId) });
      }
    };
    // The server let go of this page's lock when the socket dropped: take it back.
    const onConnect = () => {
      watch();
      if (editingRef.current) void take();
    };
    socket.on('contactEditing', onEditing);
    socket.on('connect', onConnect);
    if (socket.connected) watch();
    return () => {
      socket.off('contactEditing', onEditing);
      socket.off('connect', onConnect);
      if (socket.connected) socket.emit('unwatchContact', { contactId });
    };
  }, [socket, contactId, take, queryClient]);

  // The open form renews the lease; leaving the page releases it.
  useEffect(() => {
    if (!isEditing) return;
    const timer = setInterval(() => void take(), renewEveryMs);
    return () => clearInterval(timer);
  }, [isEditing, take]);
  useEffect(() => stopEditing, [stopEditing]);

  // A lease nobody renews runs out: drop it at its end.
  const lockedBy = otherEditor(editor, userId);
  useEffect(() => {
    if (!lockedBy) return;
    const timer = setTimeout(() => setEditor(null), Math.max(0, Date.parse(lockedBy.until) - Date.now()));
    return () => clearTimeout(timer);
  }, [lockedBy]);

  return { lockedBy, isEditing, lockError, startEditing: take, stopEditing };
}
