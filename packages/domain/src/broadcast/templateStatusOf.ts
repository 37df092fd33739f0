import type { BroadcastTemplateStatus } from '@prosa/contracts';

// The provider's word for a template's state (Cloud API: the webhook's `event`, the listing's
// `status`, in any case) as the spec's template states (campaigns §4); null for one that changes
// nothing we show (Meta's FLAGGED only lowers the quality).
const byProviderWord: Record<string, BroadcastTemplateStatus> = {
  approved: 'approved',
  reinstated: 'approved',
  pending: 'pending',
  in_appeal: 'pending',
  rejected: 'rejected',
  paused: 'paused',
  disabled: 'disabled',
  deleted: 'deleted',
  pending_deletion: 'deleted',
  archived: 'deactivated',
  deactivated: 'deactivated',
  limit_exceeded: 'failed',
};

export function templateStatusOf(providerWord: string): BroadcastTemplateStatus | null {
  return byProviderWord[providerWord.trim().toLowerCase()] ?? null;
}

// Cloud's quality score (GREEN, YELLOW, RED, UNKNOWN) as the spec's quality: warning or blocked.
export function templateQualityOf(score: string | undefined): 'warning' | 'blocked' | null {
  const word = score?.trim().toUpperCase();
  if (word === 'YELLOW' || word === 'FLAGGED') return 'warning';
  if (word === 'RED') return 'blocked';
  return null;
}
