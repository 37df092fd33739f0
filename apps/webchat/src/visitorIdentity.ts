import { randomId } from './randomId.ts';

export const visitorIdKey = 'prosa.webchat.visitor';
export const visitorSecretKey = 'prosa.webchat.visitorSecret';
// Same shapes as the contract's visitorIdPattern and visitorSecretPattern; repeated so the bundle
// does not pull in zod.
const validVisitorId = /^[A-Za-z0-9_-]{16,64}$/;
const validSecret = /^[A-Za-z0-9_-]{22,128}$/;

export interface VisitorIdentity {
  visitorId: string;
  // Proves the visitor to the server (the id is public: the panel lists it). 32 random bytes.
  visitorSecret: string;
}

// The anonymous visitor: one id and secret per browser, kept across visits so the conversation
// continues. An id kept from before secrets gets one now (the server binds the first it sees);
// `fresh` starts over when the server refused the pair. A blocked or full storage still gets an
// identity for this page view.
export function visitorIdentity(storage: Storage | null, fresh = false): VisitorIdentity {
  const read = (key: string, valid: RegExp) => {
    try {
      const known = fresh ? null : storage?.getItem(key);
      if (known && valid.test(known)) return known;
    } catch {}
    return null;
  };
  const knownId = read(visitorIdKey, validVisitorId);
  // A secret without its id would prove some other visitor: only a kept id keeps its secret.
  const knownSecret = knownId ? read(visitorSecretKey, validSecret) : null;
  const identity = { visitorId: knownId ?? randomId(18), visitorSecret: knownSecret ?? randomId(32) };
  try {
    storage?.setItem(visitorIdKey, identity.visitorId);
    storage?.setItem(visitorSecretKey, identity.visitorSecret);
  } catch {}
  return identity;
}
