import { defaultLiveBehavior, defaultLiveMessages } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { resolveLiveSettings } from './resolveLiveSettings.ts';

describe('resolveLiveSettings', () => {
  it('answers the defaults when the account has no row', () => {
    expect(resolveLiveSettings(null)).toEqual({
      behavior: defaultLiveBehavior,
      messages: defaultLiveMessages,
    });
  });

  it('lays what is stored over the defaults, per part and per language', () => {
    const resolved = resolveLiveSettings({
      behavior: { archiveTime: 60 },
      messages: { es: { queue: 'En fila' } },
    });
    expect(resolved.behavior).toEqual({ ...defaultLiveBehavior, archiveTime: 60 });
    expect(resolved.messages.es).toEqual({ ...defaultLiveMessages.es, queue: 'En fila' });
    expect(resolved.messages['pt-BR']).toEqual(defaultLiveMessages['pt-BR']);
  });
});
