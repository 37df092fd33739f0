import { updateProfileRequest } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { toProfileRequest } from './toProfileRequest.ts';

describe('toProfileRequest', () => {
  it('sends digits only for the country code and the phone', () => {
    const body = toProfileRequest({ name: ' Ana ', ddi: '+55', phone: '(11) 98765-4321', language: 'es' });
    expect(body).toEqual({ name: 'Ana', avatar: null, ddi: '55', phone: '11987654321', language: 'es' });
    expect(updateProfileRequest.safeParse(body).success).toBe(true);
  });

  it('sends null for fields left empty', () => {
    const body = toProfileRequest({ name: 'Ana', avatar: '  ', ddi: '', phone: ' ', language: 'pt-BR' });
    expect(body).toMatchObject({ avatar: null, ddi: null, phone: null });
  });

  it('keeps the avatar address without surrounding spaces', () => {
    const body = toProfileRequest({ name: 'Ana', avatar: ' https://example.com/a.png ', language: 'en-US' });
    expect(body.avatar).toBe('https://example.com/a.png');
  });
});
