let last = 0;

// A client address no other call of this test file used (TEST-NET-3), to send as X-Forwarded-For
// to a server started with TRUST_PROXY=127.0.0.1: each test then starts with its own per-address
// counters.
export function freshAddress() {
  last += 1;
  return `203.0.${113 + Math.floor(last / 250)}.${(last % 250) + 1}`;
}
