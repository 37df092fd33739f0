import { DomainEventBus, type DomainEvents } from './domainEvents.ts';

// Events of work inside a transaction, held until it commits: a listener (the outbox's sender, a
// socket) that heard them earlier would look for rows nobody else can see yet, and a rolled-back
// send must announce nothing.
export class HeldEvents extends DomainEventBus {
  private readonly held: Array<() => void> = [];

  constructor(private readonly target: DomainEventBus) {
    super();
  }

  override emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]) {
    this.held.push(() => this.target.emit(name, payload));
  }

  release() {
    for (const emit of this.held.splice(0)) emit();
  }
}
