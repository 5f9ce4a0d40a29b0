// 参加工作时间 (and honor1's 从事工会工作时间) not before the nominee's sixteenth birthday on every group A
// person form (《劳动法》第十五条; docs/forms/group-a.md "Rules named once"): the day before is refused
// naming the field and the rule, the birthday itself passes.
import { describe, expect, it } from 'vitest';
import { birthDateOf, modules, validateForm, type ModuleEntry } from '../../catalogue';
import { seededSubmit } from './catalogue-b-support';

const submit = seededSubmit();
const FORMS: [module: string, field: string][] = [
  ['modelWorkerSelection1', 'joinWorkDate'],
  ['modelWorkerSelection3', 'joinWorkDate'],
  ['recommendCapital1', 'joinWorkDate'],
  ['recommendNation1Controller', 'joinWorkDate'],
  ['advanceSelection1', 'joinWorkDate'],
  ['assessmentbeautifulemployees', 'joinWorkDate'],
  ['assessmentinnovativetalent', 'joinWorkDate'],
  ['honor1', 'unionWorkSince'],
];

const entry = (key: string): ModuleEntry => modules[key]!;
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('work started at sixteen or later (minAgeAt)', () => {
  it.each(FORMS)('%s: %s on the sixteenth birthday passes, the day before is refused', (key, name) => {
    const example = entry(key).example;
    const birth = birthDateOf(example.idCard)!;
    const sixteen = `${Number(birth.slice(0, 4)) + 16}${birth.slice(4)}`;
    const errorsWith = (day: string) => validateForm(entry(key), { ...example, [name]: day }, submit).errors;
    expect(errorsWith(sixteen)).toEqual([]);
    expect(errorsWith(dayBefore(sixteen))).toEqual([
      expect.objectContaining({ field: name, rule: 'minAgeAt', message: expect.stringMatching(/须年满16周岁.*计为15周岁/) }),
    ]);
  });
});
