import { discontinuedChannels, metaProvider, rcsProvider } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';
import { providerCards } from './model/providerCards.ts';
import { providerFields } from './model/providerFields.ts';
import { providerOptions } from './model/providerOptions.ts';
import { smsProviderFields } from './model/smsProviderFields.ts';

describe('channels texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);

  it('finds the keys in the source', () => {
    expect(keys).toContain('channels:discontinued.note');
    expect(keys).toContain('channels:whatsapp.provider');
    expect(keys).toContain('channels:installation.test');
  });

  it('has a text for each of them, each provider and each field, in pt-BR, en-US and es', () => {
    const providers = [
      ...providerOptions.map(({ choice }) => choice),
      'telegram',
      metaProvider,
      rcsProvider,
    ].map((choice) => `channels:providers.${choice}`);
    const cards = Object.values(providerCards).map((card) => card.fields);
    const fields = [...Object.values(providerFields), ...cards].flatMap((list) =>
      list.flatMap(({ key, options = [], channelOf }) => [
        `channels:fields.${key}`,
        ...options.map((option) => `channels:options.${key}.${option}`),
        ...(channelOf ? [`channels:options.${key}.none`] : []),
      ]),
    );
    const cardTexts = Object.entries(providerCards).flatMap(([type, card]) =>
      [...card.steps, 'form', 'title', 'save', 'connect', 'saved'].map((key) => `channels:${type}.${key}`),
    );
    const sms = Object.entries(smsProviderFields).flatMap(([provider, list]) => [
      `channels:providers.${provider}`,
      ...list.map(({ key }) => `channels:smsFields.${key}`),
    ]);
    const errors = [
      'errors:simulator.sandboxUnavailable',
      'errors:simulator.customerInvalid',
      'errors:simulator.messageEmpty',
    ];
    const discontinued = discontinuedChannels.flatMap(({ type, successor }) => [
      `common:channels.${type}`,
      `common:channels.${successor}`,
    ]);
    expect(
      findMissingTranslations([
        ...keys,
        ...providers,
        ...fields,
        ...cardTexts,
        ...sms,
        ...errors,
        ...discontinued,
      ]),
    ).toEqual([]);
  });
});
