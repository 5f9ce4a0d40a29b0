// Personal data in the catalogue (docs/forms/group-c-rights.md "Personal data"): the kinds' masks,
// the levels a field takes, the masking of a form and the writes that keep a stored value for its
// echoed mask.
import { describe, expect, it } from 'vitest';
import { modules } from '../modules';
import type { FieldDef } from '../types';
import { kindOf } from './registry';
import { maskBankAccount, maskIdCard, maskMobile } from './masks';
import { keepEchoedMasks, maskForm, personalFileIds, personalLevel, personalPaths, personalSlots, revealedValues } from './personal';

const field = (name: string, kind: FieldDef['kind'], extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind,
  label: { zh: name, en: name },
  rules: [],
  ...extra,
});

const FIELDS: FieldDef[] = [
  field('name', 'text'),
  field('idCard', 'idCard'),
  field('mobile', 'mobile'),
  field('bank', 'bankAccount'),
  field('unionAccount', 'bankAccount', { personal: false }),
  field('situation', 'textarea', { personal: 'private' }),
  field('members', 'rows', {
    columns: [field('name', 'text'), field('idCard', 'idCard'), field('health', 'text', { personal: 'private' })],
  }),
];

const FORM = {
  name: '张三',
  idCard: '11010519491231002X',
  mobile: '13912341234',
  bank: '6222020200112345678',
  unionAccount: '110060149018001234567',
  situation: '重病',
  members: [{ name: '李四', idCard: '110108199001012316', health: '慢性病' }],
};

describe('the masks of the personal kinds', () => {
  it('an ID number keeps its region and last four', () => expect(maskIdCard('110108199001012316')).toBe('110108********2316'));
  it('a mobile keeps its first three and last four', () => expect(maskMobile('13912341234')).toBe('139****1234'));
  it('a bank account keeps its first six and last four (前六后四)', () =>
    expect(maskBankAccount('6222020200112345678')).toBe('622202*********5678'));
  it('a value too short to mask is all stars', () => {
    expect(maskIdCard('123')).toBe('****');
    expect(maskBankAccount('1234567890')).toBe('****');
  });
  it('the kinds carry them', () => {
    expect(kindOf('idCard').mask).toBe(maskIdCard);
    expect(kindOf('mobile').mask).toBe(maskMobile);
    expect(kindOf('bankAccount').mask).toBe(maskBankAccount);
    expect(kindOf('landline').mask).toBeUndefined();
  });
});

describe('bankAccount', () => {
  const check = (v: string) => kindOf('bankAccount').check(v, field('b', 'bankAccount'), { today: '2026-01-01' }, 'submit');
  it('takes 12 to 30 digits', () => {
    expect(check('622202020011')).toEqual([]);
    expect(check('1'.repeat(30))).toEqual([]);
  });
  it('refuses fewer or more digits, letters and masks', () => {
    for (const v of ['62220202001', '1'.repeat(31), '62220202001A', '622202*********5678'])
      expect(check(v)).toEqual([{ rule: 'bankAccount' }]);
  });
  it('drops the spaces of a number typed in groups', () =>
    expect(kindOf('bankAccount').normalise('6222 0202 0011 2345 678', field('b', 'bankAccount')).value).toBe('6222020200112345678'));
});

describe('levels and paths', () => {
  it('a kind with a mask is personal, unless the field lowers it; a field may raise any kind to private', () => {
    expect(FIELDS.map(personalLevel)).toEqual([undefined, 'mask', 'mask', 'mask', undefined, 'private', undefined]);
  });
  it('a table names its personal columns as table[].column', () =>
    expect(personalPaths(FIELDS)).toEqual(['idCard', 'mobile', 'bank', 'situation', 'members[].idCard', 'members[].health']));
});

describe('maskForm', () => {
  it('masks for everyone and leaves private fields out for those not entitled', () =>
    expect(maskForm(FIELDS, FORM, false)).toEqual({
      name: '张三',
      idCard: '110105********002X',
      mobile: '139****1234',
      bank: '622202*********5678',
      unionAccount: '110060149018001234567',
      members: [{ name: '李四', idCard: '110108********2316' }],
    }));
  it('shows private fields to the entitled, masked fields still masked', () => {
    const shown = maskForm(FIELDS, FORM, true);
    expect(shown).toMatchObject({ idCard: '110105********002X', situation: '重病', members: [{ health: '慢性病' }] });
  });
});

describe('keepEchoedMasks', () => {
  it('keeps the stored value where the mask of it is sent back', () => {
    const echoed = maskForm(FIELDS, FORM, true);
    expect(keepEchoedMasks(FIELDS, echoed, FORM)).toMatchObject({ idCard: FORM.idCard, bank: FORM.bank, members: FORM.members });
  });
  it('takes any other value as the new one', () => {
    const sent = { ...FORM, idCard: '110108********9999', mobile: '13800138000' };
    expect(keepEchoedMasks(FIELDS, sent, FORM)).toMatchObject({ idCard: '110108********9999', mobile: '13800138000' });
  });
  it('keeps nothing without a stored form', () =>
    expect(keepEchoedMasks(FIELDS, { idCard: '110105********002X' }, null)).toEqual({ idCard: '110105********002X' }));
});

describe('revealedValues', () => {
  it('answers a field and a column of every row', () =>
    expect(revealedValues(FORM, ['idCard', 'members[].idCard'])).toEqual({
      idCard: FORM.idCard,
      'members[].idCard': ['110108199001012316'],
    }));
});

describe('the catalogue', () => {
  it('no record is titled by a personal field (the title goes to task lists, CCs and zip folders)', () => {
    for (const entry of Object.values(modules)) {
      const title = entry.fields.find((f) => f.name === entry.titleField);
      expect(title && personalLevel(title), entry.key).toBeFalsy();
    }
  });
  it('no list filters by a personal field (a filter would tell a value it never shows)', () => {
    for (const entry of Object.values(modules)) {
      const category = entry.fields.find((f) => f.name === entry.categoryField);
      expect(category && personalLevel(category), entry.key).toBeFalsy();
    }
  });
});

describe('personal slots (AttachmentSlot.personal)', () => {
  const files = field('files', 'attachments', {
    slots: [
      { key: 'request', label: { zh: '申请书', en: 'Request' } },
      { key: 'idcopy', label: { zh: '身份证复印件', en: 'ID copy' }, personal: true },
    ],
  });
  const form = { name: '张三', files: { request: ['11'], idcopy: ['12', '13'] } };

  it('are named as a log row keeps them', () => expect(personalSlots([files]).map((s) => s.path)).toEqual(['files.idcopy']));

  it('give the ids of their files with the slot', () =>
    expect([...personalFileIds([files], form)]).toEqual([
      ['12', 'files.idcopy'],
      ['13', 'files.idcopy'],
    ]));

  it('leave the form of a viewer not entitled, and stay for the entitled', () => {
    expect(maskForm([field('name', 'text'), files], form, false)).toEqual({ name: '张三', files: { request: ['11'] } });
    expect(maskForm([field('name', 'text'), files], form, true)).toEqual(form);
  });
});
