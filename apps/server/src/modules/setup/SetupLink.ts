import { timingSafeEqual } from 'node:crypto';
import { newToken } from '../../app/newId.ts';
import { hashToken } from '../identity/index.ts';

const lifetimeMs = 24 * 60 * 60 * 1000;

// The one-time link a production server prints when it starts with no user. Only its hash is kept,
// in this process: the link dies with a restart (which prints a new one), after 24 h, and once used.
// No table is needed because it is only good while the database has no user at all, which
// createFirstAdministrator checks under a lock whatever the link.
export class SetupLink {
  private tokenHash: Buffer | null;
  private readonly expiresAt: number;
  readonly token: string;

  constructor(now = Date.now()) {
    this.token = newToken(32);
    this.tokenHash = Buffer.from(hashToken(this.token));
    this.expiresAt = now + lifetimeMs;
  }

  // Marks the link used before anything is awaited, so two requests cannot both pass; `release`
  // gives it back when the setup failed for a reason the person can correct.
  take(token: string, now = Date.now()): boolean {
    const candidate = Buffer.from(hashToken(token));
    const held = this.tokenHash;
    if (!held || now > this.expiresAt || !timingSafeEqual(held, candidate)) return false;
    this.tokenHash = null;
    return true;
  }

  release(token: string) {
    this.tokenHash = Buffer.from(hashToken(token));
  }
}
