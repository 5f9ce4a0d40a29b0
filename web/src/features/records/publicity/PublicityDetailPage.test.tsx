import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicityView } from '../../../api';
import { FakeApi, renderConsole } from '../../../testing';
import { answerLookups } from '../../../testing/answers/lookups';
import { ENDED } from '../../../testing/answers/publicity';
import { PublicityDetailPage } from './PublicityDetailPage';

const DETAIL = 'GET /api/blade-crop/crop/publicity/detail' as const;
const ANSWER = 'POST /api/blade-crop/crop/publicity/answer' as const;
const DECIDE = 'POST /api/blade-crop/crop/publicity/decide' as const;
const UPLOAD = 'POST /api/blade-crop/crop/publicity/uploads' as const;

const ANSWERED: PublicityView = {
  ...ENDED,
  objections: ENDED.objections.map((o) => ({
    ...o,
    outcome: '3',
    outcomeName: '反映不属实',
    finding: '经核查，事故发生在其他班组。',
    answeredAt: '2026-11-09 09:00:00',
    answeredBy: '区总工会',
  })),
};

/** The federation's detail page of the ended publicity, `api` answering its calls. */
async function openDetail(api = new FakeApi()) {
  answerLookups(api).answer(DETAIL, ENDED);
  const shown = await renderConsole(<PublicityDetailPage />, { api, at: `/honor/publicity/${ENDED.id}`, path: '/honor/publicity/:id' });
  await screen.findByTestId('publicity-detail');
  return shown;
}

/** Opens 表彰决定 and fills the decision, 李振华 marked 授予 (王芳 left to the test). */
async function fillDecision(user: Awaited<ReturnType<typeof openDetail>>['user']) {
  await user.click(screen.getByTestId('btn-decide'));
  const dialog = await screen.findByTestId('publicity-decide-dialog');
  await user.type(within(dialog).getByTestId('field-decisionNo'), '京工发〔2026〕12号');
  await user.type(within(dialog).getByTestId('field-decidedBy'), '北京市总工会');
  await user.type(within(dialog).getByTestId('field-honourName'), '首都劳动奖章');
  await user.type(await within(dialog).findByTestId('field-decisionDate'), '2026-11-20');
  await user.selectOptions(within(dialog).getByTestId('field-level'), '3');
  await user.selectOptions(within(dialog).getByTestId('decide-outcome-7001'), '1');
  return dialog;
}

describe('the publicity’s detail (公示管理)', () => {
  it('shows each nominee’s public fields and union, and the objection with the objector’s contact, unanswered', async () => {
    await openDetail();
    expect(screen.getByTestId('publicity-dates').textContent).toBe('2026-11-02 至 2026-11-06（5个工作日）');
    const wang = screen.getByTestId('nominee-7002');
    expect(wang.textContent).toContain('王芳');
    expect(wang.textContent).toContain('北京精工机械有限公司工会委员会');
    const objection = screen.getByTestId('objection-GS8001-123456');
    expect(objection.textContent).toContain('王明 · 北京某机械有限公司');
    expect(objection.textContent).toContain('13800138000');
    expect(within(objection).getByTestId('objection-state').textContent).toBe('待答复');
  });

  it('answers an objection with the outcome and finding chosen, and shows it answered', async () => {
    const api = new FakeApi().answer(ANSWER, ANSWERED);
    const { user } = await openDetail(api);
    await user.click(screen.getByTestId('btn-answer'));
    const dialog = await screen.findByTestId('publicity-answer-dialog');
    expect(dialog.textContent).toContain('答复异议 GS8001-123456');
    await user.selectOptions(within(dialog).getByTestId('field-outcome'), '3');
    await user.type(within(dialog).getByTestId('field-finding'), '经核查，事故发生在其他班组。');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() => expect(screen.getByTestId('objection-state').textContent).toContain('反映不属实'));
    expect(api.callsTo(ANSWER)[0]!.body).toEqual({ objectionId: '9001', outcome: '3', finding: '经核查，事故发生在其他班组。', files: [] });
    expect(screen.queryByTestId('btn-answer')).toBeNull();
  });

  it('sends the evidence uploaded in the answer dialog with the answer, and lists it under the answer', async () => {
    const photo = { id: '9301', name: '现场照片.png', size: 68, mime: 'image/png' };
    const api = new FakeApi()
      .answer(UPLOAD, photo)
      .answer(ANSWER, { ...ANSWERED, objections: ANSWERED.objections.map((o) => ({ ...o, files: [photo] })) });
    const { user } = await openDetail(api);
    await user.click(screen.getByTestId('btn-answer'));
    const dialog = await screen.findByTestId('publicity-answer-dialog');
    await user.selectOptions(within(dialog).getByTestId('field-outcome'), '3');
    await user.type(within(dialog).getByTestId('field-finding'), '经核查，事故发生在其他班组。');
    await user.upload(within(dialog).getByTestId('answer-files-input'), new File(['png'], '现场照片.png', { type: 'image/png' }));
    expect((await within(dialog).findByTestId('evidence-file')).textContent).toContain('现场照片.png');
    expect(api.callsTo(UPLOAD)).toHaveLength(1);
    await user.click(within(dialog).getByTestId('dialog-submit'));
    await waitFor(() => expect(api.callsTo(ANSWER)).toHaveLength(1));
    expect(api.callsTo(ANSWER)[0]!.body).toMatchObject({ files: ['9301'] });
    expect((await screen.findByTestId('answer-files')).textContent).toContain('现场照片.png');
  });

  it('shows the higher union’s verification under the objection, with its union and finding', async () => {
    const verified: PublicityView = {
      ...ENDED,
      objections: ENDED.objections.map((o) => ({
        ...o,
        verification: {
          unionName: '海淀区总工会',
          finding: '经我会核查，事故发生在其他班组。',
          files: [],
          verifiedAt: '2026-11-05 15:00:00',
          verifiedBy: '张三',
        },
      })),
    };
    const api = new FakeApi().answer(DETAIL, verified);
    answerLookups(api);
    await renderConsole(<PublicityDetailPage />, { api, at: `/honor/publicity/${ENDED.id}`, path: '/honor/publicity/:id' });
    const shown = await screen.findByTestId('objection-verification');
    expect(shown.textContent).toContain('海淀区总工会 核查情况（2026-11-05 15:00:00）');
    expect(shown.textContent).toContain('经我会核查，事故发生在其他班组。');
  });

  it('asks an outcome for every nominee before the decision is sent', async () => {
    const api = new FakeApi();
    const { user } = await openDetail(api);
    const dialog = await fillDecision(user);
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect(await within(dialog).findByText('请选择表彰结果')).toBeTruthy();
    expect(api.callsTo(DECIDE)).toHaveLength(0);
  });

  it('sends the decision with an outcome per nominee and shows the server’s 409 in its words above the form', async () => {
    const api = new FakeApi().refuse(DECIDE, 409, '尚有异议未答复，不能作出表彰决定', { reason: 'objectionsOpen' });
    const { user } = await openDetail(api);
    const dialog = await fillDecision(user);
    await user.selectOptions(within(dialog).getByTestId('decide-outcome-7002'), '2');
    await user.click(within(dialog).getByTestId('dialog-submit'));
    expect((await within(dialog).findByTestId('form-errors')).textContent).toBe('尚有异议未答复，不能作出表彰决定');
    expect(api.callsTo(DECIDE)[0]!.body).toEqual({
      publicityId: '8001',
      decisionNo: '京工发〔2026〕12号',
      decisionDate: '2026-11-20',
      decidedBy: '北京市总工会',
      honourName: '首都劳动奖章',
      level: '3',
      outcomes: [
        { recordId: '7001', outcome: '1' },
        { recordId: '7002', outcome: '2' },
      ],
    });
  });
});
