// One instance per open database, made on its first use and dropped with it: state of a hot path
// (caches, batches, limits) that the servers of one process — each test's, say — must not share.
export function perDatabase<Key extends object, Value>(create: (db: Key) => Value): (db: Key) => Value {
  const made = new WeakMap<Key, Value>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = create(db);
      made.set(db, value);
    }
    return value;
  };
}
