import { describe, expect, it } from 'vitest';
import { typeNullableUnions } from './typeNullableUnions.ts';

describe('typeNullableUnions', () => {
  it('gives a nullable union of objects the type object', () => {
    const union: Record<string, unknown> = {
      nullable: true,
      oneOf: [{ type: 'object' }, { type: 'object' }],
    };
    expect(typeNullableUnions({ properties: { choices: union } }).properties.choices.type).toBe('object');
  });

  it('leaves a union of mixed types, or one that is not nullable, untyped', () => {
    const mixed = { nullable: true, anyOf: [{ type: 'object' }, { type: 'string' }] };
    expect(typeNullableUnions(mixed)).toEqual(mixed);
    const plain = { oneOf: [{ type: 'object' }] };
    expect(typeNullableUnions(plain)).toEqual(plain);
  });
});
