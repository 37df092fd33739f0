import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';
import { providerFields } from './model/providerFields.ts';
import { providerOptions } from './model/providerOptions.ts';

describe('channels texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);

  it('finds the keys in the source', () => {
    expect(keys).toContain('channels:whatsapp.provider');
    expect(keys).toContain('channels:installation.test');
  });

  it('has a text for each of them, each provider and each field, in pt-BR, en-US and es', () => {
    const providers = providerOptions.map(({ choice }) => `channels:providers.${choice}`);
    const fields = Object.values(providerFields).flatMap((list) =>
      list.map(({ key }) => `channels:fields.${key}`),
    );
    const errors = [
      'errors:simulator.sandboxUnavailable',
      'errors:simulator.customerInvalid',
      'errors:simulator.messageEmpty',
    ];
    expect(findMissingTranslations([...keys, ...providers, ...fields, ...errors])).toEqual([]);
  });
});
