// A questionnaire module's answers on its printout (docs/forms/group-c-survey.md, survey's "Printout"):
// after the form, under 问卷答复 with the version pinned and, where the answers came by link, when and
// whether the union changed any; read back from the PDF's text.
import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { demoSurveySet } from '../../catalogue/questionnaire';
import { recordPreviewPdf } from '../../services/records/documents';
import { SAMPLE_RECORD } from '../support/documents';
import { pdfTextLines } from '../support/documents-pdf-text';

const entry = modules.survey!;
const form = entry.example;
const pinned = { questionnaire: { version: 1, content: demoSurveySet } };
const HEADING = '问卷答复：覆盖企业情况调查问卷（第1版）';

const linesOf = async (f: Record<string, unknown>, facts: Parameters<typeof recordPreviewPdf>[4] = pinned) =>
  pdfTextLines(await recordPreviewPdf(entry, SAMPLE_RECORD, f, [], facts));

describe('a questionnaire module’s printout', () => {
  it('prints each answer in words under the question’s title, a scale with its ends', async () => {
    const text = (await linesOf(form)).join('');
    expect(text).toContain('企业工会组建情况');
    expect(text).toContain('已纳入联合工会(区域/行业)覆盖');
    expect(text).toContain('4（1 非常不满意 — 5 非常满意）');
    expect(text).toContain('希望多组织技能培训和法律知识讲座。');
  });

  it('says when answers taken in from the link were given, and that none was changed', async () => {
    const lines = await linesOf({ ...form, answersSource: { responseId: '1', answeredAt: '2026-11-20 10:12:31', changed: [] } });
    expect(lines[lines.indexOf(HEADING) + 1]).toBe('答复于2026-11-20 10:12通过问卷链接填写，与链接答复一致');
  });

  it('says how many answers the union changed after taking them in', async () => {
    const lines = await linesOf({
      ...form,
      answersSource: { responseId: '1', answeredAt: '2026-11-20 10:12:31', changed: ['satisfaction', 'bookroom'] },
    });
    expect(lines[lines.indexOf(HEADING) + 1]).toBe('答复于2026-11-20 10:12通过问卷链接填写，申请单位修改了2题');
  });

  it('prints no answers block when the record’s version is not found', async () => {
    expect(await linesOf(form, { questionnaire: null })).not.toContain(HEADING);
  });
});
