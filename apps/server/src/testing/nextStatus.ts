import type { StatusChangedPayload } from '@prosa/contracts';
import type { Socket } from 'socket.io-client';

// Resolves with the next `changeStatus` the socket hears from the given user (any user when
// omitted); rejects after `timeoutMs` so that a missing relay fails the test instead of hanging.
export function nextStatus(socket: Socket, userId?: string, timeoutMs = 5000): Promise<StatusChangedPayload> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('changeStatus', listener);
      reject(new Error(`no changeStatus${userId ? ` from ${userId}` : ''} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: StatusChangedPayload) => {
      if (userId && payload.userId !== userId) return;
      clearTimeout(timer);
      socket.off('changeStatus', listener);
      resolve(payload);
    };
    socket.on('changeStatus', listener);
  });
}
