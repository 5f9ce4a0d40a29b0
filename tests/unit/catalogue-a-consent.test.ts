// The staff innovation nominations need the nominee's own consent (I-CONSENT, docs/forms/
// group-a-nation-innovation-honours.md; 《个人信息保护法》第十三条、第十四条): a submit without the signed
// 授权同意书 is refused as consentMissing, naming the slot; a draft may wait for it; an individual
// nominee may instead confirm by the code texted to their mobile.
import { describe, expect, it } from 'vitest';
import { modules, validateForm, type ModuleEntry } from '../../catalogue';
import { seededSubmit } from './catalogue-b-support';

const submit = seededSubmit();
const entry = (key: string): ModuleEntry => modules[key]!;
const withoutConsent = (key: string) => {
  const { consent: _consent, ...files } = entry(key).example.files as Record<string, string[]>;
  return { ...entry(key).example, files };
};

describe('the nominee’s consent on the staff innovation nominations', () => {
  it('refuses the individual nomination without it, naming the slot and both ways of consent in Chinese', () => {
    expect(
      validateForm(entry('recommendEmployeeInnovationBoost1Endpoint'), withoutConsent('recommendEmployeeInnovationBoost1Endpoint'), submit)
        .errors,
    ).toEqual([
      {
        field: 'files.consent',
        rule: 'consentMissing',
        message:
          '请上传附件·本人授权同意书(承诺书)，或由被推荐人以短信验证码确认：推荐须经被推荐人本人同意(《个人信息保护法》第十三条、第十四条)',
      },
    ]);
  });

  it('refuses the team nomination without its members’ consent', () => {
    const errors = validateForm(
      entry('recommendEmployeeInnovationBoost2Endpoint'),
      withoutConsent('recommendEmployeeInnovationBoost2Endpoint'),
      submit,
    ).errors;
    expect(errors.map((e) => `${e.field}:${e.rule}`)).toEqual(['files.consent:consentMissing']);
  });

  it('takes the individual nomination without it once the nominee confirmed by code, but not the team’s', () => {
    const key = 'recommendEmployeeInnovationBoost1Endpoint';
    expect(validateForm(entry(key), withoutConsent(key), { ...submit, consentConfirmed: true }).errors).toEqual([]);
    const team = 'recommendEmployeeInnovationBoost2Endpoint';
    expect(validateForm(entry(team), withoutConsent(team), { ...submit, consentConfirmed: true }).errors.map((e) => e.rule)).toEqual([
      'consentMissing',
    ]);
  });

  it('takes a draft without it and a submit with it', () => {
    const key = 'recommendEmployeeInnovationBoost1Endpoint';
    expect(validateForm(entry(key), withoutConsent(key), { ...submit, mode: 'draft' }).errors).toEqual([]);
    expect(validateForm(entry(key), entry(key).example, submit).errors).toEqual([]);
  });
});
