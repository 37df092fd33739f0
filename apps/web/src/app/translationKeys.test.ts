import { languages } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../shared/i18n/testing/findMissingTranslations.ts';
import { findCountedKeys, findTranslationKeys } from '../shared/i18n/testing/findTranslationKeys.ts';
import { menuEntries } from './shell/menuEntries.ts';

const src = `${import.meta.dirname}/..`;

// Keys the code builds at run time, which no literal search can find.
const builtKeys = [
  ...['missing', 'timeout', 'css'].map((failure) => `common:chunk.${failure}`),
  ...languages.map((language) => `common:languages.${language}`),
  ...['online', 'away', 'offline', 'disconnected'].map((status) => `shell:presence.${status}`),
  ...menuEntries.map((entry) => `shell:menu.${entry.key}`),
  ...['email', 'sms'].map((channel) => `devOutbox:channel.${channel}`),
  'identity:code.sentBySms',
  'identity:code.fromApp',
];

describe('texts of the app frame, the login screens and the outbox', () => {
  const keys = [
    ...['app', 'shared', 'features/identity', 'features/devOutbox'].flatMap((dir) =>
      findTranslationKeys(`${src}/${dir}`),
    ),
    ...builtKeys,
  ];

  it('finds the keys in the source', () => {
    expect(keys).toContain('identity:code.verify');
    expect(keys).toContain('shell:presence.connectionLost');
    expect(keys).toContain('common:notAvailable.title');
  });

  it('has a text for each of them in pt-BR, en-US and es', () => {
    expect(findMissingTranslations(keys)).toEqual([]);
  });
});

describe('texts given a count', () => {
  it('have their plural forms in pt-BR, en-US and es, wherever the code passes one', () => {
    const counted = findCountedKeys(src);
    expect(counted).toContain('contacts:list.total');
    expect(findMissingTranslations([], counted)).toEqual([]);
  });

  it('are refused as a single text, which would read "1 novos"', () => {
    expect(findMissingTranslations([], ['contacts:list.loadMore'])).toEqual([
      'pt-BR contacts:list.loadMore',
      'en-US contacts:list.loadMore',
      'es contacts:list.loadMore',
    ]);
    expect(findMissingTranslations(['contacts:list.total'])).toEqual([]);
  });
});
