// The advisory lock between the rollups' two writers: a rebuild holds it alone for its whole
// transaction, a flush shares it and skips its turn while a rebuild runs (the rebuild counts what
// the flush would have added). Without it, a flush committing under a long rebuild's snapshot would
// fail that rebuild with a serialization failure every time, on a busy account.
export const rollupsLockSql = "hashtext('prosa.analytics.rollups')";
