import { describe, expect, it } from 'vitest';
import { DomainEventBus } from './domainEvents.ts';

describe('DomainEventBus.scope', () => {
  it('removes only the listeners added through the scope, which still hears and emits until then', () => {
    const bus = new DomainEventBus();
    const heard: string[] = [];
    bus.on('access.changed', ({ accountId }) => heard.push(`app ${accountId}`));
    const sockets = bus.scope();
    sockets.events.on('access.changed', ({ accountId }) => heard.push(`sockets ${accountId}`));

    sockets.events.emit('access.changed', { accountId: 'a' });
    sockets.dispose();
    bus.emit('access.changed', { accountId: 'b' });

    expect(heard).toEqual(['app a', 'sockets a', 'app b']);
    expect([bus.isOpen, sockets.events.isOpen]).toEqual([true, false]);
  });
});
