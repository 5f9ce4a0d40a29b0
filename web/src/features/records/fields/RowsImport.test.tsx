import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { modules } from '../../../catalogue';
import { FakeApi, renderConsole } from '../../../testing';
import { DICTIONARIES } from '../../../testing/answers/lookups';
import type { InputValue } from './input-types';
import { RowsInput } from './RowsInput';

// rights1's member list, a rows field with `rowsImport`.
const members = modules.rights1!.fields.find((f) => f.name === 'members')!;
const { rowsImport: _rowsImport, ...membersWithoutImport } = members;
const M = '/api/blade-crop/crop/rights1';
const services = { module: 'rights1', attachmentNames: {}, onUpload: () => Promise.reject(new Error('no uploads')) };
const xlsx = () => new File(['PK'], 'members.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

/** The table in a form of its own that holds the value, as the record form does. */
function Members({
  start,
  field = members,
  recordId,
  form,
}: {
  start?: InputValue;
  field?: typeof members;
  recordId?: string;
  /** The record form's values around the table, as it holds them. */
  form?: Record<string, unknown>;
}) {
  const [value, setValue] = useState<InputValue>(start ?? []);
  const lent = { ...services, ...(recordId ? { recordId } : {}), ...(form ? { formNow: () => ({ ...form, members: value }) } : {}) };
  return (
    <>
      <RowsInput id="field-members" field={field} value={value} onChange={setValue} intent="none" services={lent} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

/** The API the table's choice cells read their options from (性别). */
const withDictionaries = () =>
  new FakeApi().answer('GET /api/blade-system/dict-biz/dictionary', (call) => DICTIONARIES[call.query.get('code') ?? ''] ?? []);

const held = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as Record<string, string>[];

describe('RowsInput’s 导入 and 下载模板', () => {
  it('shows no import beside a table whose field takes none', async () => {
    await renderConsole(<Members field={membersWithoutImport} />);
    expect(screen.queryByTestId('field-members-import')).toBeNull();
  });

  it('downloads the field’s template', async () => {
    const api = new FakeApi().answerFile(
      `GET ${M}/rowsTemplate`,
      'PK',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const { user } = await renderConsole(<Members />, { api });
    await user.click(screen.getByTestId('field-members-template'));
    expect(api.calls.find((c) => c.path === `${M}/rowsTemplate`)?.query.get('field')).toBe('members');
  });

  const imported = [
    { name: '刘建国', idCard: '110108198503122316', sex: '1', memberCardNo: 'GH2015001' },
    { name: '陈晓燕', idCard: '110108199007080422', sex: '2', memberCardNo: '' },
  ];
  const held1 = [{ name: '周涛', idCard: '', sex: '', memberCardNo: '' }];

  it('fills an empty table with the rows the import answers, without asking', async () => {
    const api = withDictionaries().answer(`POST ${M}/rowsImport`, { field: 'members', rows: imported });
    const { user } = await renderConsole(<Members start={[{ name: '', idCard: '', sex: '', memberCardNo: '' }]} />, { api });
    await user.upload(screen.getByTestId('field-members-import'), xlsx());
    await waitFor(() => expect(held()).toEqual(imported));
    expect(screen.queryByTestId('field-members-import-replace')).toBeNull();
    expect(api.callsTo(`POST ${M}/rowsImport`)[0]?.query.get('field')).toBe('members');
  });

  it('replaces the rows a table holds with the imported ones once the user confirms', async () => {
    const api = withDictionaries().answer(`POST ${M}/rowsImport`, { field: 'members', rows: imported });
    const { user } = await renderConsole(<Members start={held1} />, { api });
    await user.upload(screen.getByTestId('field-members-import'), xlsx());
    expect((await screen.findByTestId('field-members-import-replace')).textContent).toContain('1');
    expect(held()).toEqual(held1);
    await user.click(screen.getByRole('button', { name: '替换' }));
    await waitFor(() => expect(held()).toEqual(imported));
    expect(screen.getAllByTestId('field-members-row')).toHaveLength(2);
  });

  it('keeps the rows a table holds when the user does not confirm the import', async () => {
    const api = withDictionaries().answer(`POST ${M}/rowsImport`, { field: 'members', rows: imported });
    const { user } = await renderConsole(<Members start={held1} />, { api });
    await user.upload(screen.getByTestId('field-members-import'), xlsx());
    await screen.findByTestId('field-members-import-replace');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('field-members-import-replace')).toBeNull());
    expect(held()).toEqual(held1);
  });

  it('sends the saved record’s id, so the rows are checked against the saved form around them', async () => {
    const api = withDictionaries().answer(`POST ${M}/rowsImport`, { field: 'members', rows: [] });
    const { user } = await renderConsole(<Members recordId="7" />, { api });
    await user.upload(screen.getByTestId('field-members-import'), xlsx());
    await waitFor(() => expect(api.callsTo(`POST ${M}/rowsImport`)).toHaveLength(1));
    expect(api.callsTo(`POST ${M}/rowsImport`)[0]?.query.get('id')).toBe('7');
  });

  it('sends the fields around the rows of the form it holds, a form never saved too, ahead of the sheet', async () => {
    const api = withDictionaries().answer(`POST ${M}/rowsImport`, { field: 'members', rows: [] });
    const form = { planType: '3', coverageYear: '2026', unitName: '北京智联科技有限公司', headCount: '1' };
    const { user } = await renderConsole(<Members form={form} />, { api });
    await user.upload(screen.getByTestId('field-members-import'), xlsx());
    await waitFor(() => expect(api.callsTo(`POST ${M}/rowsImport`)).toHaveLength(1));
    const call = api.callsTo(`POST ${M}/rowsImport`)[0]!;
    const body = call.body as globalThis.FormData;
    expect([...body.keys()]).toEqual(['form', 'file']);
    expect(JSON.parse(body.get('form') as string)).toEqual({ planType: '3', coverageYear: '2026' });
    expect(call.query.get('id')).toBeNull();
  });

  it('lists every bad cell of a refused import by row and column, and leaves the table as it was', async () => {
    const errors = [
      { field: 'members[1].idCard', row: 3, column: '身份证号', rule: 'idCard', message: '第3行「身份证号」：身份证号码不正确' },
      { field: 'members[2].sex', row: 4, column: '性别', rule: 'dict', message: '第4行「性别」：「男性」不是「性别」的可选项（男、女）' },
    ];
    const api = withDictionaries().refuse(`POST ${M}/rowsImport`, 400, '2处有误', { errors });
    const start = [{ name: '周涛', idCard: '110108198802211511', sex: '1', memberCardNo: '' }];
    const { user } = await renderConsole(<Members start={start} />, { api });
    await user.upload(screen.getByTestId('field-members-import'), xlsx());
    const listed = await screen.findByTestId('field-members-import-errors');
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(errors.map((e) => e.message));
    expect(held()).toEqual(start);
  });
});
