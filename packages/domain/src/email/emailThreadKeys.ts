// Threading of e-mail by its headers (RFC 5322 §3.6.4): a reply names the message it answers in
// `In-Reply-To` and its thread in `References`. Prosa writes its own Message-IDs as
// `<{messageId}@{domain}>` (emailMessageId), so a reply names the stored message it answers,
// and from it the conversation, with no lookup table.

export function emailMessageId(messageId: string, domain: string): string {
  return `<${messageId}@${domain}>`;
}

// Every `<id>` of the header values, the nearest ancestor first (In-Reply-To, then References from
// its end, which RFC 5322 orders oldest first), without duplicates.
export function emailThreadKeys(headers: {
  inReplyTo?: string | null;
  references?: string | string[] | null;
}) {
  const ids = (value: string | null | undefined) => value?.match(/<[^<>\s]+>/g) ?? [];
  const references = Array.isArray(headers.references) ? headers.references.join(' ') : headers.references;
  return [...new Set([...ids(headers.inReplyTo), ...ids(references).reverse()])];
}

// Our message id inside one of our Message-IDs, or null for someone else's.
export function ownMessageIdOf(emailId: string, domains: readonly string[]): string | null {
  const match = /^<([A-Za-z0-9_-]{1,64})@([^<>@\s]+)>$/.exec(emailId);
  if (!match?.[1] || !match[2]) return null;
  return domains.includes(match[2].toLowerCase()) ? match[1] : null;
}
