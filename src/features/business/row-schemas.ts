// The response schemas of the rows the business tables show, as the contract declares them
// (generated/openapi.json, components.schemas), reduced to what a table needs: types, formats,
// enums and references. The whole contract is too large for the app bundle; a test
// (tests/app/business/row-schemas.test.ts) fails when these drift from the contract.
export const ROW_DEFS = {
  $defs: {
    BusinessDomain: {
      type: 'object',
      properties: {
        domain: {
          type: 'string',
        },
        verified: {
          type: 'boolean',
        },
        verifiedAt: {
          type: ['string', 'null'],
          format: 'date-time',
        },
        txtRecordName: {
          type: 'string',
        },
        txtRecordValue: {
          type: 'string',
        },
        verifier: {
          type: 'string',
          enum: ['dns', 'sandbox'],
        },
      },
    },
    Member: {
      type: 'object',
      properties: {
        id: {
          type: 'string',
        },
        email: {
          type: 'string',
          format: 'email',
        },
        firstName: {
          type: ['string', 'null'],
        },
        lastName: {
          type: ['string', 'null'],
        },
        role: {
          type: 'string',
          enum: ['admin', 'member'],
        },
        joinedAt: {
          type: 'string',
          format: 'date-time',
        },
      },
    },
    Invitation: {
      type: 'object',
      properties: {
        id: {
          type: 'string',
        },
        email: {
          type: 'string',
          format: 'email',
        },
        firstName: {
          type: ['string', 'null'],
        },
        lastName: {
          type: ['string', 'null'],
        },
        admin: {
          type: 'boolean',
        },
        invitedBy: {
          type: ['string', 'null'],
        },
        invitedAt: {
          type: 'string',
          format: 'date-time',
        },
        expiresAt: {
          type: ['string', 'null'],
          format: 'date-time',
        },
      },
    },
    ApiUser: {
      type: 'object',
      properties: {
        username: {
          type: 'string',
        },
        description: {
          type: 'string',
        },
        createdAt: {
          type: 'string',
          format: 'date-time',
        },
      },
    },
    Seal: {
      type: 'object',
      properties: {
        accountName: {
          type: 'string',
        },
        displayName: {
          type: 'string',
        },
        amountApiKeys: {
          type: 'integer',
        },
        amountMembers: {
          type: 'integer',
        },
        quality: {
          type: 'string',
          enum: ['aes', 'qes'],
        },
        legislation: {
          $ref: '#/$defs/Legislation',
        },
        hasImage: {
          type: 'boolean',
        },
        members: {
          type: 'array',
          items: {
            $ref: '#/$defs/Member',
          },
        },
      },
    },
    Legislation: {
      type: 'string',
      enum: ['eidas', 'zertes'],
    },
    ActivityAccount: {
      type: 'object',
      properties: {
        id: {
          type: 'string',
        },
        occurredAt: {
          type: 'string',
          format: 'date-time',
        },
        event: {
          type: 'string',
          enum: [
            'MEMBER_INVITED',
            'INVITATION_REVOKED',
            'MEMBER_JOINED',
            'MEMBER_LEFT',
            'MEMBER_REMOVED',
            'ROLE_CHANGED_TO_ADMIN',
            'ROLE_CHANGED_TO_MEMBER',
          ],
        },
        account: {
          $ref: '#/$defs/ActivityActor',
        },
        actor: {
          oneOf: [
            {
              $ref: '#/$defs/ActivityActor',
            },
            {
              type: 'null',
            },
          ],
        },
        role: {
          type: ['string', 'null'],
          enum: ['admin', 'member', null],
        },
      },
    },
    ActivityActor: {
      type: 'object',
      properties: {
        username: {
          type: ['string', 'null'],
        },
        email: {
          type: 'string',
          format: 'email',
        },
        firstName: {
          type: ['string', 'null'],
        },
        lastName: {
          type: ['string', 'null'],
        },
      },
    },
    ActivitySignature: {
      type: 'object',
      properties: {
        id: {
          type: 'string',
        },
        signedAt: {
          type: 'string',
          format: 'date-time',
        },
        signer: {
          $ref: '#/$defs/ActivityActor',
        },
        quality: {
          $ref: '#/$defs/SignatureQuality',
        },
        legislation: {
          oneOf: [
            {
              $ref: '#/$defs/Legislation',
            },
            {
              type: 'null',
            },
          ],
        },
        requestId: {
          type: 'string',
          format: 'uuid',
        },
        requestTitle: {
          type: 'string',
        },
        sender: {
          $ref: '#/$defs/ActivityActor',
        },
        costCenter: {
          type: ['string', 'null'],
        },
      },
    },
    SignatureQuality: {
      type: 'string',
      enum: ['ses', 'aes', 'aesMinimal', 'qes', 'seal', 'part11'],
    },
    ActivityIdentification: {
      type: 'object',
      properties: {
        id: {
          type: 'string',
        },
        occurredAt: {
          type: 'string',
          format: 'date-time',
        },
        person: {
          $ref: '#/$defs/ActivityActor',
        },
        legislation: {
          $ref: '#/$defs/Legislation',
        },
        method: {
          type: 'string',
          enum: ['video', 'self', 'robo', 'id-austria', 'loc', 'auto', 'autoident', 'external-sc'],
        },
        provider: {
          type: 'string',
        },
        status: {
          $ref: '#/$defs/AppointmentStatus',
        },
        cost: {
          $ref: '#/$defs/MoneyAmount',
        },
        currency: {
          $ref: '#/$defs/BillingCurrency',
        },
      },
    },
    AppointmentStatus: {
      type: 'string',
      enum: ['initialized', 'inprogress', 'activatingQES', 'failure'],
    },
    MoneyAmount: {
      type: 'integer',
    },
    BillingCurrency: {
      type: 'string',
      enum: ['EUR', 'CHF'],
    },
  },
} as const satisfies { $defs: Record<string, object> };

export const ROW_SCHEMA_NAMES = [
  'BusinessDomain',
  'Member',
  'Invitation',
  'ApiUser',
  'Seal',
  'ActivityAccount',
  'ActivitySignature',
  'ActivityIdentification',
] as const;
export type RowSchemaName = (typeof ROW_SCHEMA_NAMES)[number];
