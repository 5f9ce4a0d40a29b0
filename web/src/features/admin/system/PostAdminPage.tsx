import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { admin, type PostRow } from '../../../api';
import { Msg, useI18n } from '../../../i18n';
import { int, text, type FieldSpec, type FormValues, type SearchField } from '../../platform/crud';
import { postCategoryOptions } from './options';
import { PagedAdminPage } from './PagedAdminPage';

const toValues = (r: PostRow): FormValues => ({
  category: String(r.category),
  postCode: r.postCode,
  postName: r.postName,
  sort: String(r.sort),
  remark: r.remark,
});

const toBody = (v: FormValues, row: PostRow | undefined) => ({
  ...(row ? { id: row.id } : {}),
  category: int(v.category),
  postCode: text(v.postCode),
  postName: text(v.postName),
  sort: int(v.sort) ?? 0,
  remark: text(v.remark),
});

/** Route `/system/post` (岗位管理): the posts of the tenant. */
export function PostAdminPage() {
  const { lang } = useI18n();
  const categories = useMemo(() => postCategoryOptions(lang), [lang]);
  const search = useMemo<SearchField[]>(
    () => [
      { name: 'category', label: 'post.category', options: categories },
      { name: 'postCode', label: 'post.postCode' },
      { name: 'postName', label: 'post.postName' },
    ],
    [categories],
  );
  const columns = useMemo<ColumnDef<PostRow>[]>(
    () => [
      {
        id: 'category',
        enableSorting: true,
        header: () => <Msg k="post.category" />,
        cell: ({ row }) => categories.find((c) => c.value === String(row.original.category))?.label ?? row.original.category,
      },
      { id: 'postCode', accessorKey: 'postCode', enableSorting: true, header: () => <Msg k="post.postCode" /> },
      { id: 'postName', accessorKey: 'postName', enableSorting: true, header: () => <Msg k="post.postName" /> },
      { id: 'sort', accessorKey: 'sort', enableSorting: true, header: () => <Msg k="common.sort" /> },
      { id: 'remark', accessorKey: 'remark', header: () => <Msg k="common.remark" /> },
    ],
    [categories],
  );
  const fields = useMemo<FieldSpec[]>(
    () => [
      { name: 'category', label: 'post.category', kind: 'select', required: true, options: categories },
      { name: 'postCode', label: 'post.postCode', required: true },
      { name: 'postName', label: 'post.postName', required: true },
      { name: 'sort', label: 'common.sort', kind: 'number' },
      { name: 'remark', label: 'common.remark', kind: 'textarea' },
    ],
    [categories],
  );
  return (
    <PagedAdminPage<PostRow>
      name="post"
      title="route.post"
      noun="noun.post"
      search={search}
      load={admin.posts.page}
      columns={columns}
      fields={fields}
      toValues={toValues}
      toBody={toBody}
      submit={admin.posts.submit}
      remove={admin.posts.remove}
      defaults={{ category: '3', sort: '0' }}
      rowTestId={(r) => `row-${r.postCode}`}
    />
  );
}
