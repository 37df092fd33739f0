import type { ContactEditor } from './crmResponses.ts';

// Socket.io events of the /contacts namespace (spec §4 "Contact editing": locked while another
// user edits, live). A contact's open page watches it and hears who takes and releases its lock;
// the page that edits takes the lock here, so the server releases it when that socket goes.

export interface ContactEditingPayload {
  contactId: string;
  // Who holds the lock now; null once released.
  editor: ContactEditor | null;
}

// Every request is answered (socket.io acknowledgement): the current editor, or a catalogue code.
export type ContactLockAnswer =
  | { ok: true; editor: ContactEditor | null }
  | { ok: false; code: string; details?: Record<string, string | number> };

export interface ContactsServerToClient {
  contactEditing: (payload: ContactEditingPayload) => void;
}

export interface ContactsClientToServer {
  // Joins the contact's room; answers who edits it now.
  watchContact: (payload: { contactId: string }, answer: (answer: ContactLockAnswer) => void) => void;
  unwatchContact: (payload: { contactId: string }) => void;
  // Takes or renews the lock (needs contacts.edit); refused with contacts.editLocked naming the holder.
  editContact: (payload: { contactId: string }, answer: (answer: ContactLockAnswer) => void) => void;
  stopEditing: (payload: { contactId: string }, answer: (answer: ContactLockAnswer) => void) => void;
}
