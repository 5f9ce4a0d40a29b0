import { Type, type TOptional, type TString } from '@sinclair/typebox';
import { ID_PATTERN, PagingQuery } from '../../platform/core';
import { IdString, ShortText, TenantIdString } from '../../identity/users';

const ParentId = Type.String({ pattern: ID_PATTERN, description: "The row above, or '0' (or nothing) for a dictionary's top row" });
/** Codes are identifiers forms name (`political`, `union_kind`). */
const Code = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$', description: 'Dictionary code' });

/**
 * The request schemas of one family of dictionary calls. Business dictionaries take `tenantId`,
 * which only the platform administrator may set to another tenant; system ones have no tenant.
 */
export function dictionarySchemas(business: boolean) {
  // Typed as the business one for both: a system call refuses any value, so it reads as absent.
  const noTenant = Type.Optional(Type.Never({ description: 'System dictionaries have no tenant' })) as unknown as TOptional<TString>;
  const tenantParam = { tenantId: business ? Type.Optional(TenantIdString) : noTenant };
  const ListQuery = Type.Object(
    { code: Type.Optional(ShortText(64)), dictValue: Type.Optional(ShortText(100)), ...tenantParam },
    { additionalProperties: false },
  );
  const ParentListQuery = Type.Object(
    { ...PagingQuery, code: Type.Optional(ShortText(64)), dictValue: Type.Optional(ShortText(100)), ...tenantParam },
    { additionalProperties: false },
  );
  const ChildListQuery = Type.Object(
    {
      ...PagingQuery,
      parentId: IdString,
      dictKey: Type.Optional(ShortText(64)),
      dictValue: Type.Optional(ShortText(100)),
      ...tenantParam,
    },
    { additionalProperties: false },
  );
  const DetailQuery = Type.Object({ id: IdString, ...tenantParam }, { additionalProperties: false });
  const TreeQuery = Type.Object({ code: Type.Optional(ShortText(64)), ...tenantParam }, { additionalProperties: false });

  const EntryBody = Type.Object(
    {
      id: Type.Optional(IdString),
      parentId: Type.Optional(ParentId),
      code: Code,
      dictKey: Type.Optional(Type.String({ maxLength: 64, description: 'Key of an entry; none on a top row' })),
      dictValue: Type.String({ minLength: 1, maxLength: 100, description: 'Name of the dictionary, or label of the entry' }),
      sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 99999, default: 0 })),
      isSealed: Type.Optional(
        Type.Integer({ minimum: 0, maximum: 1, default: 0, description: '1 sealed: no change or removal until unsealed' }),
      ),
      remark: Type.Optional(ShortText(500)),
      ...tenantParam,
    },
    {
      additionalProperties: false,
      examples: [{ parentId: '0', code: 'activity_cate', dictValue: '活动类别', sort: 1, isSealed: 0, remark: '' }],
    },
  );
  return { ListQuery, ParentListQuery, ChildListQuery, DetailQuery, TreeQuery, EntryBody };
}

export const DictionaryQuery = Type.Object({ code: Code }, { additionalProperties: false });

/** Sort fields the paged lists take. */
export const PARENT_SORTS = { code: 'code', dictValue: 'dict_value', sort: 'sort', createTime: 'create_time' } as const;
export const CHILD_SORTS = { dictKey: 'dict_key', dictValue: 'dict_value', sort: 'sort', createTime: 'create_time' } as const;
