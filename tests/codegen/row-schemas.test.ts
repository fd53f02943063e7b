// The row schemas of the tables (generated/rows/, scripts/row-schemas.ts): one per component a
// list answer holds in an array, reduced to what a table reads, self-contained.
import { describe, expect, it } from 'vitest';
import { extractRowSchemas, rowSchemaNames } from '../../scripts/row-schemas.ts';

const doc = {
  paths: {
    '/members': {
      get: {
        responses: {
          '200': {
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/MemberList' } },
            },
          },
        },
      },
      post: { requestBody: {} },
    },
    '/seals': {
      get: {
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: { type: 'array', items: { $ref: '#/components/schemas/Seal' } },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      MemberList: {
        type: 'object',
        properties: {
          items: { type: 'array', items: { $ref: '#/components/schemas/Member' } },
          page: { type: 'object' },
        },
      },
      Member: {
        type: 'object',
        description: 'Someone of the business.',
        required: ['email'],
        properties: {
          email: { type: 'string', format: 'email', maxLength: 254, example: 'a@b.ch' },
          role: { $ref: '#/components/schemas/Role' },
        },
      },
      Role: { type: 'string', enum: ['admin', 'member'], description: 'What they may do.' },
      Seal: { type: 'object', properties: { name: { type: ['string', 'null'] } } },
    },
  },
};

describe('row schemas', () => {
  it('are the components list answers hold in arrays, at the top or in a property', () => {
    expect(rowSchemaNames(doc)).toEqual(['Member', 'Seal']);
  });

  it('keep types, formats, enums and references, with the referenced components as $defs', () => {
    const { Member } = extractRowSchemas(doc, 'generated');
    expect(Member).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'Member.json',
      $comment: 'generated',
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email' },
        role: { $ref: '#/$defs/Role' },
      },
      $defs: { Role: { type: 'string', enum: ['admin', 'member'] } },
    });
  });

  it('have no $defs where nothing is referenced', () => {
    expect(extractRowSchemas(doc, 'generated').Seal).not.toHaveProperty('$defs');
  });
});
