import { describe, expect, it } from 'vitest';
import { validateForm, type ValidateOptions } from '../rules/validate-form';
import type { FieldDef, FieldKind } from '../types';
import { entryOf } from './fields-test-entry';
import { fieldKinds } from './registry';
import { sanitizeRichText } from './sanitize-rich-text';

const submit: ValidateOptions = { lang: 'zh', mode: 'submit', today: '2026-11-21' };
const en: ValidateOptions = { ...submit, lang: 'en' };

/** A time's cells hold no fields of their own. */
const nestedNone = { schema: () => ({}), text: () => '', excel: () => null };

function one(kind: FieldKind, extra: Partial<FieldDef> = {}): FieldDef {
  return { name: 'f', kind, label: { zh: '字段', en: 'Field' }, rules: [], ...extra };
}

/** The first error (or undefined) and the normalised value of `value` in a one-field form. */
function check(field: FieldDef, value: unknown, opts: ValidateOptions = submit) {
  const result = validateForm(entryOf([field]), { [field.name]: value }, opts);
  return { error: result.errors[0], value: result.value[field.name] };
}

describe('the field kind registry', () => {
  it('defines all twenty-three kinds', () => {
    expect(Object.keys(fieldKinds).sort()).toHaveLength(23);
  });
});

describe('time', () => {
  it('holds a time of day as HH:mm, a one-digit hour given its zero', () => {
    expect(check(one('time'), '09:30')).toEqual({ error: undefined, value: '09:30' });
    expect(check(one('time'), ' 8:05 ').value).toBe('08:05');
    expect(check(one('time'), '23:59').error).toBeUndefined();
  });

  it('refuses what is no time of day, in both languages', () => {
    expect(check(one('time'), '24:00').error).toMatchObject({ rule: 'time', message: '字段必须是有效时间(HH:mm)' });
    expect(check(one('time'), '9.30', en).error?.message).toBe('Field must be a time of day (HH:mm)');
    expect(check(one('time'), '12:60').error?.rule).toBe('time');
  });

  it('compares times with notAfterField: opens not after it closes', () => {
    const opens = one('time', {
      name: 'openFrom',
      label: { zh: '开放时间(起)', en: 'Opens at' },
      rules: [{ rule: 'notAfterField', field: 'openTo' }],
    });
    const closes = one('time', { name: 'openTo', label: { zh: '开放时间(止)', en: 'Closes at' } });
    const form = entryOf([opens, closes]);
    expect(validateForm(form, { openFrom: '09:00', openTo: '17:30' }, submit).errors).toEqual([]);
    expect(validateForm(form, { openFrom: '18:00', openTo: '9:00' }, submit).errors).toEqual([
      { field: 'openFrom', rule: 'notAfterField', message: '开放时间(起)不能晚于开放时间(止)' },
    ]);
  });

  it('is its text in a list cell and in Excel', () => {
    expect(fieldKinds.time.cellText(one('time'), '09:00', { lang: 'zh' }, nestedNone)).toBe('09:00');
    expect(fieldKinds.time.excelCell(one('time'), '09:00', { lang: 'zh' }, nestedNone)).toBe('09:00');
  });
});

describe('text and textarea', () => {
  it('trim what they hold and take numbers as text', () => {
    expect(check(one('text'), '  工会  ').value).toBe('工会');
    expect(check(one('textarea'), 12).value).toBe('12');
  });

  it('refuse a list or an object', () => {
    expect(check(one('text'), ['a']).error?.rule).toBe('type');
  });
});

describe('integer', () => {
  it('takes digits as a number and refuses fractions', () => {
    expect(check(one('integer'), '42').value).toBe(42);
    expect(check(one('integer'), 4.2).error?.rule).toBe('integer');
  });
});

describe('money', () => {
  it('is stored in whole fen', () => {
    expect(check(one('money'), 1250000).value).toBe(1250000);
    expect(check(one('money'), '99').value).toBe(99);
  });

  it('refuses yuan with decimals, naming the unit', () => {
    expect(check(one('money'), 12.5).error).toEqual({ field: 'f', rule: 'money', message: '字段必须是以分为单位的整数金额' });
  });

  it('names its bounds in yuan', () => {
    const field = one('money', { rules: [{ rule: 'max', value: 100000 }] });
    expect(check(field, 100001).error?.message).toBe('字段不能大于1000.00');
  });
});

describe('date', () => {
  it('accepts a real yyyy-MM-dd and refuses one that does not exist', () => {
    expect(check(one('date'), '2024-02-29').error).toBeUndefined();
    expect(check(one('date'), '2023-02-29').error?.rule).toBe('date');
  });

  it('refuses a date in the future with notInFuture', () => {
    const field = one('date', { rules: [{ rule: 'notInFuture' }] });
    expect(check(field, '2026-11-21').error).toBeUndefined();
    expect(check(field, '2026-11-22').error?.message).toBe('字段不能晚于今天');
  });
});

describe('dateRange', () => {
  it('holds a start and an end', () => {
    expect(check(one('dateRange'), { start: '2026-01-01', end: '2026-12-31' }).value).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });

  it('refuses an end before the start, a half-filled range and other shapes', () => {
    expect(check(one('dateRange'), { start: '2026-12-31', end: '2026-01-01' }).error?.rule).toBe('dateOrder');
    expect(check(one('dateRange'), { start: '2026-01-01', end: '' }).error?.rule).toBe('dateRange');
    expect(check(one('dateRange'), '2026-01-01').error?.rule).toBe('dateRange');
  });

  it('is empty when both ends are', () => {
    expect(check(one('dateRange', { rules: [{ rule: 'required' }] }), { start: '', end: '' }).error?.rule).toBe('required');
  });

  it('checks a term length in whole years with yearsBetween', () => {
    const field = one('dateRange', { rules: [{ rule: 'yearsBetween', min: 3, max: 5 }] });
    expect(check(field, { start: '2021-03-01', end: '2026-02-28' }).error).toBeUndefined();
    expect(check(field, { start: '2021-03-01', end: '2027-02-28' }).error?.message).toBe('字段的时长必须在3至5年之间');
    expect(check(field, { start: '2024-03-01', end: '2026-02-28' }).error?.rule).toBe('yearsBetween');
  });
});

describe('mobile, landline and email', () => {
  it('accept well-formed numbers and addresses', () => {
    expect(check(one('mobile'), '13800138000').error).toBeUndefined();
    expect(check(one('landline'), '010-62345678').error).toBeUndefined();
    expect(check(one('landline'), '0755-8765432-801').error).toBeUndefined();
    expect(check(one('email'), 'ghb@zhonglian.org.cn').error).toBeUndefined();
  });

  it('refuse malformed ones', () => {
    expect(check(one('mobile'), '12800138000').error?.rule).toBe('mobile');
    expect(check(one('landline'), '62345678').error?.rule).toBe('landline');
    expect(check(one('landline'), '010-123').error?.rule).toBe('landline');
    expect(check(one('email'), 'ghb@localhost').error?.rule).toBe('email');
    expect(check(one('email'), 'a b@x.cn').error?.rule).toBe('email');
  });

  it('speak English when asked', () => {
    expect(check(one('landline'), '123', en).error?.message).toBe('Field is not a valid landline number (area-number[-extension])');
  });
});

describe('idCard', () => {
  it('accepts a valid number and upper-cases its x', () => {
    expect(check(one('idCard'), '11010519491231002x').value).toBe('11010519491231002X');
    expect(check(one('idCard'), '11010519491231002x').error).toBeUndefined();
  });

  it('refuses a wrong check digit in both languages', () => {
    expect(check(one('idCard'), '110105194912310021').error?.message).toBe('字段不是有效的18位公民身份号码(出生日期或校验位不符)');
    expect(check(one('idCard'), '110105194912310021', en).error?.message).toBe(
      'Field is not a valid 18-digit ID number (birth date or check digit)',
    );
  });
});

describe('uscc', () => {
  it('accepts a code with the right check character and refuses a wrong one', () => {
    expect(check(one('uscc'), '91350100m000100y43').value).toBe('91350100M000100Y43');
    expect(check(one('uscc'), '91350100M000100Y42').error?.rule).toBe('uscc');
  });

  it('checks a prefix with startsWith', () => {
    const field = one('uscc', { rules: [{ rule: 'startsWith', values: ['81'] }] });
    expect(check(field, '91350100M000100Y43').error?.message).toBe('字段必须以81开头');
  });
});

describe('region', () => {
  it('checks the code against the tree when it is given', () => {
    expect(check(one('region'), '110108').error).toBeUndefined();
    expect(check(one('region'), '1101').error?.rule).toBe('region');
    expect(check(one('region'), '110109', { ...submit, regions: new Set(['110108']) }).error?.rule).toBe('region');
  });
});

describe('dict and dictMulti', () => {
  const dicts = { unionKind: ['1', '2', '3'] };

  it('check keys against the dictionary when it is given', () => {
    expect(check(one('dict', { dict: 'unionKind' }), '2', { ...submit, dicts }).error).toBeUndefined();
    expect(check(one('dict', { dict: 'unionKind' }), '9', { ...submit, dicts }).error?.rule).toBe('dict');
    expect(check(one('dict', { dict: 'unionKind' }), '9').error).toBeUndefined();
  });

  it('takes several keys as a list or a comma-separated string, without repeats', () => {
    const field = one('dictMulti', { dict: 'unionKind' });
    expect(check(field, ['1', '3', '1'], { ...submit, dicts }).value).toEqual(['1', '3']);
    expect(check(field, '1,2', { ...submit, dicts }).value).toEqual(['1', '2']);
    expect(check(field, ['1', '9'], { ...submit, dicts }).error?.rule).toBe('dict');
    expect(check(field, [{}]).error?.rule).toBe('dictMulti');
  });

  it('counts chosen keys with maxItems', () => {
    const field = one('dictMulti', { rules: [{ rule: 'maxItems', value: 2 }] });
    expect(check(field, ['1', '2', '3']).error?.message).toBe('字段最多2个');
  });
});

describe('unionPicker and personPicker', () => {
  it('hold an id, checked against the known ids when given', () => {
    expect(check(one('unionPicker'), 1001).value).toBe('1001');
    expect(check(one('unionPicker'), 'abc').error?.rule).toBe('unionPicker');
    expect(check(one('unionPicker'), '1002', { ...submit, unions: new Set(['1001']) }).error?.rule).toBe('unionPicker');
    expect(check(one('personPicker'), '7', { ...submit, persons: new Set(['7']) }).error).toBeUndefined();
    expect(check(one('personPicker'), '8', { ...submit, persons: new Set(['7']) }).error?.message).toBe('字段不是可选的人员');
  });
});

describe('richText', () => {
  const server: ValidateOptions = { ...submit, sanitizeHtml: sanitizeRichText };

  it('keeps the allowed markup and drops scripts and event attributes', () => {
    const { value } = check(
      one('richText'),
      '<p onclick="x()">会员<strong>大会</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>',
      server,
    );
    expect(value).toBe('<p>会员<strong>大会</strong></p>');
  });

  it('treats markup without text as empty', () => {
    expect(check(one('richText', { rules: [{ rule: 'required' }] }), '<p><br></p>', server).error?.rule).toBe('required');
    expect(check(one('richText', { rules: [{ rule: 'required' }] }), '<p><br></p>').error?.rule).toBe('required');
  });

  it('opens links in a new tab without an opener and refuses javascript links', () => {
    const { value } = check(one('richText'), '<a href="javascript:alert(1)">x</a><a href="https://acftu.org">y</a>', server);
    expect(value).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a><a href="https://acftu.org" target="_blank" rel="noopener noreferrer">y</a>',
    );
  });
});

describe('the rich-text sanitiser', () => {
  it('is the one the catalogue loads on demand', async () => {
    const { loadRichTextSanitizer } = await import('./rich-text-plain');
    expect((await loadRichTextSanitizer())('<p>x<script>y</script></p>')).toBe('<p>x</p>');
  });
});

describe('image', () => {
  const attachments = new Map([
    ['11', { mime: 'image/png' }],
    ['12', { mime: 'application/pdf' }],
  ]);

  it('holds one upload id of an image of the record', () => {
    expect(check(one('image'), '11', { ...submit, attachments }).error).toBeUndefined();
    expect(check(one('image'), '12', { ...submit, attachments }).error?.rule).toBe('fileType');
    expect(check(one('image'), '13', { ...submit, attachments }).error?.message).toBe('字段中有不属于本记录的附件');
    expect(check(one('image'), ['11']).error?.rule).toBe('image');
  });
});

describe('attachments', () => {
  const attachments = new Map([
    ['21', { mime: 'application/pdf' }],
    ['22', { mime: 'image/jpeg' }],
  ]);
  const slotted = one('attachments', {
    slots: [
      { key: 'licence', label: { zh: '营业执照', en: 'Business licence' }, required: true, types: ['pdf', 'image'], maxFiles: 1 },
      { key: 'minutes', label: { zh: '会议纪要', en: 'Minutes' }, types: ['pdf'] },
    ],
  });

  it('hold a list of upload ids of the record without slots', () => {
    expect(check(one('attachments'), ['21', '22'], { ...submit, attachments }).error).toBeUndefined();
    expect(check(one('attachments'), ['21', '99'], { ...submit, attachments }).error?.rule).toBe('attachments');
    expect(check(one('attachments'), ['x']).error?.rule).toBe('attachments');
  });

  it('hold ids by slot and require the required slots on submit, naming the slot', () => {
    expect(check(slotted, { licence: ['21'] }, { ...submit, attachments }).error).toBeUndefined();
    expect(check(slotted, {}, submit).error).toEqual({ field: 'f.licence', rule: 'required', message: '请上传字段·营业执照' });
    expect(check(slotted, {}, { ...submit, mode: 'draft' }).error).toBeUndefined();
  });

  it('check each slot for its file types and number of files', () => {
    expect(check(slotted, { licence: ['21'], minutes: ['22'] }, { ...submit, attachments }).error).toMatchObject({
      field: 'f.minutes',
      rule: 'fileType',
    });
    expect(check(slotted, { licence: ['21', '22'] }, { ...submit, attachments }).error).toMatchObject({
      field: 'f.licence',
      rule: 'maxItems',
    });
    expect(check(slotted, { other: ['21'] }).error?.rule).toBe('attachments');
  });

  it('hold at least a slot’s minFiles on submit, a draft fewer', () => {
    const interior = one('attachments', {
      slots: [{ key: 'interior', label: { zh: '书屋内景照片', en: 'Interior photos' }, required: true, types: ['image'], minFiles: 2 }],
    });
    const photos = new Map([
      ['31', { mime: 'image/png' }],
      ['32', { mime: 'image/jpeg' }],
    ]);
    expect(check(interior, { interior: ['31'] }, { ...submit, attachments: photos }).error).toEqual({
      field: 'f.interior',
      rule: 'minItems',
      message: '字段·书屋内景照片至少需要2个',
    });
    expect(check(interior, { interior: ['31'] }, { ...submit, mode: 'draft', attachments: photos }).error).toBeUndefined();
    expect(check(interior, { interior: ['31', '32'] }, { ...submit, attachments: photos }).error).toBeUndefined();
  });
});

describe('text rules', () => {
  it('endsWith and pattern name what is expected', () => {
    const name = one('text', { rules: [{ rule: 'endsWith', values: ['工会委员会', '联合会'] }] });
    expect(check(name, '某某公司工会').error?.message).toBe('字段必须以工会委员会/联合会结尾');
    const code = one('text', { rules: [{ rule: 'pattern', value: '^\\d{6}$', means: { zh: '6位数字', en: 'six digits' } }] });
    expect(check(code, '12345').error?.message).toBe('字段必须是6位数字');
    expect(check(code, '12345', en).error?.message).toBe('Field must be six digits');
    expect(check(code, '123456').error).toBeUndefined();
  });
});
