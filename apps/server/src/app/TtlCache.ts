// A per-process cache whose entries expire after `ttlMs`, for rows a hot path reads on every call
// and may see a little stale (a webhook's channel, its chatbot). Bounded: past `maxEntries` the
// entry set longest ago goes first.
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: K, value: V) {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: K) {
    this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  // For a cache of loads: the cached one, or a new `load` that concurrent callers share. A load that
  // fails or finds nothing (null) is dropped, so the next call asks again.
  remember<T>(this: TtlCache<K, Promise<T | null>>, key: K, load: () => Promise<T | null>) {
    const cached = this.get(key);
    if (cached) return cached;
    const loading = load();
    this.set(key, loading);
    const drop = () => {
      if (this.entries.get(key)?.value === loading) this.entries.delete(key);
    };
    loading.then((value) => {
      if (value === null) drop();
    }, drop);
    return loading;
  }
}
