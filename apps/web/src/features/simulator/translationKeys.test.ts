import {
  metaChannelTypes,
  providerStatuses,
  rcsProvider,
  smsProviders,
  whatsappProviders,
} from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('simulator texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);

  it('finds the keys in the source', () => {
    expect(keys).toContain('simulator:title');
    expect(keys).toContain('simulator:read');
  });

  it('has a text for each of them, each status and each provider, in pt-BR, en-US and es', () => {
    const statuses = providerStatuses.map((status) => `simulator:status.${status}`);
    const providers = [
      ...whatsappProviders,
      ...smsProviders,
      'telegram',
      ...metaChannelTypes,
      rcsProvider,
      'smtp',
    ].map((provider) => `simulator:providers.${provider}`);
    // The customer field per channel (simulatorCustomers.ts) and its refusals.
    const customers = [
      ...['sms', 'telegram', ...metaChannelTypes, 'rcs', 'email'].map(
        (type) => `simulator:customerOf.${type}`,
      ),
      ...['telegramChatId', 'psid', 'igsid', 'email'].map((kind) => `simulator:customerHintOf.${kind}`),
      ...['customerInvalid', 'chatIdInvalid', 'scopedIdInvalid', 'emailInvalid', 'inboundSmtpOff'].map(
        (code) => `errors:simulator.${code}`,
      ),
    ];
    expect(findMissingTranslations([...keys, ...statuses, ...providers, ...customers])).toEqual([]);
  });
});
