import { describe, expect, it } from 'vitest';
import { BASIC, reviewFromClaimList, SETUP1 as M, setup1Form as form, setup1Parties } from '../support';
import { pdfTextLines } from '../support/documents-pdf-text';

const p = setup1Parties();

async function previewText(id: string): Promise<string> {
  const res = await p.stack.app.inject({
    method: 'GET',
    url: `${M}/review?id=${id}`,
    headers: { authorization: BASIC, 'miidc-auth': `bearer ${p.corp1.token}` },
  });
  expect(res.statusCode).toBe(200);
  return pdfTextLines(res.rawPayload).join('\n');
}

describe('the preview PDF', () => {
  it('names the region by its full path, not its code', async () => {
    const submitted = await p.corp1.post(`${M}/submit`, form);
    const text = await previewText(submitted.body.data.id);
    expect(text).toContain('北京市 / 海淀区 / 中关村街道');
    expect(text).not.toContain(`${form.regionCode}`);
  });

  it('prints each stage’s decision of the latest round: a resubmission goes through every stage again', async () => {
    const submitted = await p.corp1.post(`${M}/submit`, form);
    const { id, processInstanceId: pid } = submitted.body.data as { id: string; processInstanceId: string };
    await reviewFromClaimList(p.launion1, id, pid, 'back', '请补充职工名册');
    const detail = await p.corp1.get(`${M}/detail`, { id });
    await p.corp1.post(`${M}/resubmit`, { ...form, id, taskId: detail.body.data.openTaskId });
    await reviewFromClaimList(p.launion1, id, pid, 'ok', '同意上报');
    await reviewFromClaimList(p.federation, id, pid, 'ok', '准予建会');

    const lines = (await previewText(id)).split('\n');
    expect(lines[1]).toBe(`编号：${id}\u3000\u3000状态：已通过`);
    const block = (stage: string) => lines.slice(lines.indexOf(stage), lines.indexOf(stage) + 6);
    expect(block('上级工会审核')).toEqual(
      expect.arrayContaining(['审核单位：中关村街道工会联合会', '审核意见：同意上报', '经办人：中关村街道工会', '（盖章）']),
    );
    expect(block('总工会审核')).toEqual(expect.arrayContaining(['审核单位：科技园区总工会', '审核意见：准予建会', '经办人：总工会审核员']));
    expect(block('上级工会审核')[4]).toMatch(/^日期：\d{4}年\d{1,2}月\d{1,2}日$/);
    // The returned round is the history's, not the filed form's.
    expect(lines.join('\n')).not.toContain('请补充职工名册');
  });

  it('prints a returned record’s return with its comment, the stages after it waiting', async () => {
    const submitted = await p.corp1.post(`${M}/submit`, form);
    const { id, processInstanceId: pid } = submitted.body.data as { id: string; processInstanceId: string };
    await reviewFromClaimList(p.launion1, id, pid, 'back', '请补充职工名册');
    const lines = (await previewText(id)).split('\n');
    expect(lines[1]).toBe(`编号：${id}\u3000\u3000状态：已退回（上级工会审核）`);
    expect(lines).toContain('审核意见：退回：请补充职工名册');
    const federation = lines.indexOf('总工会审核');
    expect(lines.slice(federation + 1, federation + 3)).toEqual(['审核单位：', '审核意见：']);
  });

  it('prints every stage empty before any review, to be filled in by hand', async () => {
    const submitted = await p.corp1.post(`${M}/submit`, form);
    const lines = (await previewText(submitted.body.data.id)).split('\n');
    expect(lines).toContain('审核意见');
    for (const stage of ['上级工会审核', '总工会审核']) {
      const at = lines.indexOf(stage);
      expect(lines.slice(at + 1, at + 3)).toEqual(['审核单位：', '审核意见：']);
    }
  });
});
