import type {
  ContactEditor,
  ContactLockAnswer,
  ContactsClientToServer,
  ContactsServerToClient,
  PermissionKey,
} from '@prosa/contracts';
import type { Namespace } from 'socket.io';
import { CatalogueError } from '../app/CatalogueError.ts';
import { errorCodeOf } from '../app/errorCodeOf.ts';
import { logFailure } from '../app/logFailure.ts';
import type { AppServices } from '../app/services.ts';
import {
  type LockContext,
  readEditor,
  releaseEditLock,
  takeEditLock,
} from '../modules/contacts/contactEditLock.ts';
import { findContact } from '../modules/contacts/contactRepository.ts';
import { authenticateSocket, identityOf } from './authenticateSocket.ts';
import { cacheMemberPermissions } from './cacheMemberPermissions.ts';

export type ContactsNamespace = Namespace<ContactsClientToServer, ContactsServerToClient>;

// The room of one contact's open pages. The account is part of the name: a socket joins with its
// own account only, so another account never hears of this contact.
export const contactRoom = (accountId: string, contactId: string) => `contact:${accountId}:${contactId}`;

const contactIdPattern = /^[\w-]{1,64}$/;

type Answer = (answer: ContactLockAnswer) => void;

// Spec §4 "Contact editing", live: pages watching a contact hear every take, renewal and release
// of its edit lock (the `contact.editing` event, also emitted by the HTTP lease routes), sent to
// the contact's room so the Redis adapter carries it to every server process. The lock the socket
// took is released when the socket goes, unless another socket of the same user still edits it.
export function setUpContactsNamespace(contacts: ContactsNamespace, services: AppServices) {
  const { db } = services.database;
  contacts.use(authenticateSocket(db));
  const permissionsOf = cacheMemberPermissions(db, services.events);

  services.events.on('contact.editing', ({ accountId, contactId, editor }) => {
    contacts.to(contactRoom(accountId, contactId)).emit('contactEditing', { contactId, editor });
  });

  contacts.on('connection', (socket) => {
    const identity = identityOf(socket);
    const ctx: LockContext = {
      db,
      events: services.events,
      accountId: identity.accountId,
      userId: identity.userId,
    };
    // The contacts whose lock this socket took; an array, as socket.data crosses processes as JSON.
    const editing = (): string[] => (socket.data.editing ??= []);

    // Unlike guardLiveEvents, every request is answered (the page waits for it), a refusal with its
    // catalogue code; the permission is read at the moment of the event, and events run in order.
    let queue: Promise<unknown> = Promise.resolve();
    const handle = (
      permission: PermissionKey,
      payload: { contactId?: unknown } | undefined,
      answer: Answer | undefined,
      run: (contactId: string) => Promise<ContactEditor | null>,
    ) => {
      const reply: Answer = typeof answer === 'function' ? answer : () => undefined;
      const contactId = payload?.contactId;
      queue = queue.then(async () => {
        try {
          if (typeof contactId !== 'string' || !contactIdPattern.test(contactId))
            return reply({ ok: false, code: 'generic.invalidInput' });
          const granted = await permissionsOf(identity.accountId, identity.userId);
          if (!granted?.has(permission)) return reply({ ok: false, code: 'generic.forbidden' });
          reply({ ok: true, editor: await run(contactId) });
        } catch (error) {
          reply(
            error instanceof CatalogueError
              ? { ok: false, code: error.code, details: error.params }
              : { ok: false, code: errorCodeOf(error) },
          );
        }
      });
    };

    socket.on('watchContact', (payload, answer) =>
      handle('contacts.view', payload, answer, async (contactId) => {
        const row = await findContact(db, identity.accountId, contactId);
        if (!row) throw new CatalogueError('contacts.notFound');
        await socket.join(contactRoom(identity.accountId, contactId));
        return readEditor(db, row);
      }),
    );
    socket.on('unwatchContact', (payload) =>
      handle('contacts.view', payload, undefined, async (contactId) => {
        await socket.leave(contactRoom(identity.accountId, contactId));
        return null;
      }),
    );
    socket.on('editContact', (payload, answer) =>
      handle('contacts.edit', payload, answer, async (contactId) => {
        const editor = await takeEditLock(ctx, contactId);
        if (!editing().includes(contactId)) editing().push(contactId);
        return editor;
      }),
    );
    // Releasing one's own lock needs no more than seeing the contact: a member whose editing was
    // withdrawn meanwhile still lets go.
    socket.on('stopEditing', (payload, answer) =>
      handle('contacts.view', payload, answer, async (contactId) => {
        socket.data.editing = editing().filter((id) => id !== contactId);
        await releaseEditLock(ctx, contactId);
        return null;
      }),
    );

    socket.on('disconnect', () => {
      const held = editing();
      if (held.length === 0) return;
      // The user's other sockets (another tab, on any process) may edit the same contact. When
      // they cannot be asked (a process not answering in time) the lock is released anyway: the
      // other tab's next renewal takes it again.
      contacts
        .in(`user:${identity.userId}`)
        .fetchSockets()
        .catch(() => [])
        .then(async (others) => {
          const stillEdited = new Set(
            others
              .filter(
                (other) => other.id !== socket.id && other.data.identity?.accountId === identity.accountId,
              )
              .flatMap((other) => (other.data.editing as string[] | undefined) ?? []),
          );
          for (const contactId of held)
            if (!stillEdited.has(contactId))
              await releaseEditLock(ctx, contactId).catch((error) =>
                logFailure(
                  services.log,
                  error,
                  { accountId: identity.accountId, userId: identity.userId, contactId },
                  'could not release the edit lock of a socket gone; its lease expires',
                ),
              );
        });
    });
  });
}
