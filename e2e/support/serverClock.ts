// Moves the clock of a server started with PROSA_CONTROLLED_CLOCK=1 (its dev route; see
// docs/decisions.md "Testing the working day"). Time keeps flowing from the instant set.
export async function setServerClock(baseUrl: string, instant: Date) {
  const response = await fetch(`${baseUrl}/api/dev/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: instant.toISOString() }),
  });
  if (response.status !== 200) throw new Error(`moving the server clock answered ${response.status}`);
}
