import { randomId } from './randomId.ts';

export const visitorIdKey = 'prosa.webchat.visitor';
// Same shape as the contract's visitorIdPattern; repeated so the bundle does not pull in zod.
const validVisitorId = /^[A-Za-z0-9_-]{16,64}$/;

// The anonymous visitor: one id per browser, kept across visits so the conversation continues.
// A blocked or full storage still gets an id for this page view.
export function visitorId(storage: Storage | null): string {
  try {
    const known = storage?.getItem(visitorIdKey);
    if (known && validVisitorId.test(known)) return known;
  } catch {}
  const id = randomId(18);
  try {
    storage?.setItem(visitorIdKey, id);
  } catch {}
  return id;
}
