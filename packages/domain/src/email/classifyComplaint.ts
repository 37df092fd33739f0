// A feedback report (RFC 5965, multipart/report; report-type=feedback-report) a mailbox provider
// sends when its user marks a mail as spam: its machine-readable part names the `Feedback-Type`
// (`abuse` for a spam complaint), and the returned headers of the reported mail carry its
// Message-ID. Other feedback types (fraud, virus, not-spam, other) are not complaints about us.
export interface Complaint {
  feedbackType: string;
  // The Message-ID of the mail the customer reported, when the report carries its headers.
  originalMessageId: string | null;
}

export function classifyComplaint(feedbackReport: string, originalHeaders = ''): Complaint | null {
  const feedbackType = /^feedback-type:\s*([\w-]+)/im.exec(feedbackReport)?.[1]?.toLowerCase();
  if (feedbackType !== 'abuse') return null;
  const originalMessageId = /^message-id:\s*(<[^<>\s]+>)/im.exec(originalHeaders)?.[1] ?? null;
  return { feedbackType, originalMessageId };
}
