import { permissionAreas, permissionKeys } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { findMissingTranslations } from '../../shared/i18n/testing/findMissingTranslations.ts';
import { findTranslationKeys } from '../../shared/i18n/testing/findTranslationKeys.ts';

describe('access control texts', () => {
  const keys = findTranslationKeys(import.meta.dirname);

  it('finds the keys in the source', () => {
    expect(keys).toContain('accessControl:intro');
    expect(keys).toContain('accessControl:saved');
  });

  it('has a text for each of them, and for every level, area and permission, in pt-BR, en-US and es', () => {
    const built = [
      ...[12, 13, 14, 15].map((level) => `accessControl:levels.${level}`),
      ...permissionAreas.map((area) => `accessControl:areas.${area}`),
      ...permissionKeys.map((key) => `accessControl:keys.${key}`),
    ];
    expect(findMissingTranslations([...keys, ...built])).toEqual([]);
  });
});
