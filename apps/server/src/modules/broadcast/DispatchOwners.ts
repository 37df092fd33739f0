// Which job of this process works each dispatch, by a token per job. Another job of a dispatch (a
// schedule and a sweep) is refused instead of sharing the channel's pace with it, which would only
// make each batch wait longer on its claim. A job whose budget is spent hands the dispatch over:
// its sequel may take it while the job's last sends finish, and the job's own release then leaves
// the sequel's hold alone.
export class DispatchOwners {
  private readonly owners = new Map<string, symbol>();

  // The job's token, or null when another job of this process holds the dispatch.
  take(dispatchId: string): symbol | null {
    if (this.owners.has(dispatchId)) return null;
    const token = Symbol(dispatchId);
    this.owners.set(dispatchId, token);
    return token;
  }

  handOver(dispatchId: string, token: symbol): void {
    if (this.owners.get(dispatchId) === token) this.owners.delete(dispatchId);
  }

  // Whether no job of this process holds the dispatch any more.
  release(dispatchId: string, token: symbol): boolean {
    this.handOver(dispatchId, token);
    return !this.owners.has(dispatchId);
  }
}
