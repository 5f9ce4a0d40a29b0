// The nominee's consent by the code texted to their mobile (I-CONSENT), the other way to the signed
// 授权同意书: recommendEmployeeInnovationBoost1Endpoint's generateCaptcha texts the code, the union types
// it into the form's `consentCode`, and a confirmed nominee's submit needs no signed file.
import { beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { lastTextedCode, reopenRound, reviewFromClaimList, setup1Parties, withRequiredUploads } from '../support';

const BOOST = '/api/blade-crop/crop/recommendEmployeeInnovationBoost1Endpoint';
const boost = modules.recommendEmployeeInnovationBoost1Endpoint!;

const p = setup1Parties();

beforeAll(async () => {
  await reopenRound(p.stack.db, p.federation, 'boost', '2026年度职工创新助力推荐', 20);
});

/** A nominee of their own: a female ID number of 1990 and a mobile no other test texts. */
const nominee = (idCard: string, mobile: string) => ({
  ...boost.example,
  name: '钱丽',
  birthDate: idCard.slice(6, 10) + '-' + idCard.slice(10, 12) + '-' + idCard.slice(12, 14),
  idCard,
  mobile,
});

/** corp1's draft of `nominee` with the files it needs, but not the signed consent: its id and form. */
async function draftWithoutConsent(form: Record<string, unknown>): Promise<Record<string, unknown> & { id: string }> {
  const uploaded = await withRequiredUploads(p.stack.app, p.corp1, boost, form);
  const { consent: _consent, ...files } = uploaded.form.files as Record<string, string[]>;
  const body = { ...uploaded.form, files, id: uploaded.id! };
  const saved = await p.corp1.post(`${BOOST}/savedraft`, body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return body;
}

/** Texts the nominee of draft `id` their code and reads it from the SMS outbox. */
async function textedCode(id: string, mobile: string): Promise<string> {
  const sent = await p.corp1.get(`${BOOST}/generateCaptcha`, { status: 'consent', businessId: id });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return lastTextedCode(p.stack.db, mobile);
}

const consentsOf = (id: string) => p.stack.db.selectFrom('nominee_consent').selectAll().where('record_id', '=', id).execute();

describe('the nominee’s consent by texted code (I-CONSENT)', () => {
  it('lets a nomination be submitted without the signed consent once the nominee’s code is typed in, recording it once', async () => {
    const form = await draftWithoutConsent(nominee('110108199001010124', '13911117001'));
    const code = await textedCode(form.id, '13911117001');
    const submitted = await p.corp1.post(`${BOOST}/submit`, { ...form, consentCode: code });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const stored = await consentsOf(form.id);
    const corp1 = await p.stack.db.selectFrom('app_user').select('id').where('account', '=', 'corp1').executeTakeFirstOrThrow();
    expect(stored).toMatchObject([{ id_card: '110108199001010124', phone_masked: '139****7001', confirmed_by: corp1.id }]);
    const detail = await p.corp1.get(`${BOOST}/detail`, { id: form.id });
    expect(detail.body.data.consent).toMatchObject({ phone: '139****7001' });
    expect(detail.body.data.form).not.toHaveProperty('consentCode');
  });

  it('still lets the nomination through without the file when it is resent after the reviewer returned it', async () => {
    const form = await draftWithoutConsent(nominee('110108199002020228', '13911117002'));
    const code = await textedCode(form.id, '13911117002');
    const submitted = await p.corp1.post(`${BOOST}/submit`, { ...form, consentCode: code });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    await reviewFromClaimList(p.launion1, form.id, submitted.body.data.processInstanceId, 'back', '请补充成果说明');
    const resent = await p.corp1.post(`${BOOST}/resubmit`, { ...form, summary: `${String(form.summary)}（已补充）` });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
  });

  it('refuses a wrong code with 400 naming consentCode, storing nothing', async () => {
    const form = await draftWithoutConsent(nominee('110108199003030321', '13911117003'));
    const code = await textedCode(form.id, '13911117003');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answer = await p.corp1.post(`${BOOST}/submit`, { ...form, consentCode: wrong });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors).toMatchObject([{ field: 'consentCode', rule: 'smsCode' }]);
    expect(await consentsOf(form.id)).toEqual([]);
  });

  it('refuses a code used once already with 400 naming consentCode', async () => {
    const form = await draftWithoutConsent(nominee('110108199004040425', '13911117004'));
    const code = await textedCode(form.id, '13911117004');
    expect((await p.corp1.post(`${BOOST}/savedraft`, { ...form, consentCode: code })).status).toBe(200);
    const again = await p.corp1.post(`${BOOST}/savedraft`, { ...form, consentCode: code });
    expect(again.status, JSON.stringify(again.body)).toBe(400);
    expect(again.body.data.errors).toMatchObject([{ field: 'consentCode', rule: 'smsCode' }]);
    expect(await consentsOf(form.id)).toHaveLength(1);
  });

  it('asks for the file or a code again once the mobile confirmed is changed', async () => {
    const form = await draftWithoutConsent(nominee('110108199005050529', '13911117005'));
    const code = await textedCode(form.id, '13911117005');
    expect((await p.corp1.post(`${BOOST}/savedraft`, { ...form, consentCode: code })).status).toBe(200);
    const answer = await p.corp1.post(`${BOOST}/submit`, { ...form, mobile: '13911117055' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.data.errors).toMatchObject([{ field: 'files.consent', rule: 'consentMissing' }]);
  });
});
