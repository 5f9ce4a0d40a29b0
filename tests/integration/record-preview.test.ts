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

  it('lists every review with its stage, reviewer, decision, comment and time', async () => {
    const submitted = await p.corp1.post(`${M}/submit`, form);
    const { id, processInstanceId: pid } = submitted.body.data as { id: string; processInstanceId: string };
    await reviewFromClaimList(p.launion1, id, pid, 'back', '请补充职工名册');
    const detail = await p.corp1.get(`${M}/detail`, { id });
    await p.corp1.post(`${M}/resubmit`, { ...form, id, taskId: detail.body.data.openTaskId });
    await reviewFromClaimList(p.launion1, id, pid, 'ok', '同意上报');
    await reviewFromClaimList(p.federation, id, pid, 'ok', '准予建会');

    const lines = (await previewText(id)).split('\n');
    expect(lines).toContain('审核记录');
    const reviews = lines.filter((l) => /^\d+\. /.test(l));
    expect(reviews).toHaveLength(3);
    expect(reviews[0]).toMatch(/上级工会审核.*中关村街道工会联合会.*中关村街道工会.*退回.*\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(reviews[1]).toMatch(/上级工会审核.*中关村街道工会.*通过/);
    expect(reviews[2]).toMatch(/总工会审核.*科技园区总工会.*总工会审核员.*通过/);
    const text = lines.join('\n');
    for (const comment of ['请补充职工名册', '同意上报', '准予建会']) expect(text).toContain(comment);
  });

  it('says so when there is no review yet', async () => {
    const submitted = await p.corp1.post(`${M}/submit`, form);
    const lines = (await previewText(submitted.body.data.id)).split('\n');
    expect(lines).toContain('审核记录');
    expect(lines).toContain('暂无审核记录');
  });
});
