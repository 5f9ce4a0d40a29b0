import { Type, type Static } from '@sinclair/typebox';

/**
 * The token endpoint's parameters, in the query string (as the BladeX console sends them) or a
 * form / JSON body. Which ones a grant needs is checked by the grant.
 */
export const TokenParamsSchema = Type.Object(
  {
    grant_type: Type.Optional(
      Type.String({
        maxLength: 40,
        description: 'Required (query or body): captcha, password, refresh_token, smscode or social, as the client record allows',
      }),
    ),
    tenantId: Type.Optional(Type.String({ maxLength: 12 })),
    username: Type.Optional(Type.String({ maxLength: 100 })),
    password: Type.Optional(Type.String({ maxLength: 100, description: 'Lower-case hex MD5 of the typed password' })),
    scope: Type.Optional(Type.String({ maxLength: 40 })),
    type: Type.Optional(Type.String({ maxLength: 40 })),
    signature: Type.Optional(Type.String({ maxLength: 200 })),
    refresh_token: Type.Optional(Type.String({ maxLength: 2000 })),
    phone: Type.Optional(Type.String({ maxLength: 20, description: 'smscode: the mobile number the code went to' })),
    code: Type.Optional(Type.String({ maxLength: 2000, description: 'smscode: the SMS code; social: the code of the third-party login' })),
    source: Type.Optional(Type.String({ maxLength: 40, description: 'social: which third-party login' })),
    state: Type.Optional(Type.String({ maxLength: 500, description: 'social: the state given to the third party' })),
  },
  { additionalProperties: false },
);
export type TokenParams = Static<typeof TokenParamsSchema>;

export const GRANT_TYPES = ['captcha', 'password', 'refresh_token', 'smscode', 'social'] as const;
export type GrantType = (typeof GRANT_TYPES)[number];
