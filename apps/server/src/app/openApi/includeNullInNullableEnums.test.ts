import { describe, expect, it } from 'vitest';
import { includeNullInNullableEnums } from './includeNullInNullableEnums.ts';

describe('includeNullInNullableEnums', () => {
  it('adds null to the values of a nullable enum, however deep', () => {
    const document = {
      paths: {
        '/a': { get: { schema: { properties: { x: { nullable: true, type: 'string', enum: ['sms'] } } } } },
      },
    };
    expect(includeNullInNullableEnums(document).paths['/a'].get.schema.properties.x.enum).toEqual([
      'sms',
      null,
    ]);
  });

  it('leaves enums that are not nullable, or already list null, as they are', () => {
    expect(includeNullInNullableEnums({ enum: ['a'] })).toEqual({ enum: ['a'] });
    expect(includeNullInNullableEnums({ nullable: true, enum: ['a', null] })).toEqual({
      nullable: true,
      enum: ['a', null],
    });
  });
});
