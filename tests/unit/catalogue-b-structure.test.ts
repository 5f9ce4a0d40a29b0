import { describe, expect, it } from 'vitest';
import { standardCalls } from '../../catalogue';
import { groupB } from '../../catalogue/modules/group-b';
import { groupBDictCodes } from '../../catalogue/modules/group-b-dicts';
import { allFields, specCallsOf, specRoutesText, standardCallsOf } from './catalogue-b-support';

const entries = Object.values(groupB);

const expectedEffects: Record<string, string | undefined> = {
  organ1Detail: 'updateCommittee',
  organ2: 'updateCommittee',
  organ3: 'renameUnion',
  organ4: 'updateCertificate',
  organ5: 'createUnion',
  setup2: 'createUnion',
  setup3: 'updateCertificate',
  setup4: 'registerFunds',
  tradeunionoutinfo: 'transferOut',
  tradeunionunitinfo: 'transferIn',
  corpration: undefined,
};

describe('group B catalogue entries', () => {
  it('holds the eleven form modules of group B beside setup1, each under its own key in group B', () => {
    expect(Object.keys(groupB).sort()).toEqual(Object.keys(expectedEffects).sort());
    for (const [key, entry] of Object.entries(groupB)) {
      expect(entry.key).toBe(key);
      expect(entry.group).toBe('B');
    }
  });

  it.each(entries.map((e) => [e.key, e] as const))('%s serves exactly the standard calls MODULE-SHAPES.md lists', (key, entry) => {
    expect([...standardCalls(entry)].sort()).toEqual(standardCallsOf(key).sort());
  });

  it.each(entries.map((e) => [e.key, e] as const))('%s names only calls of calls.tsv, with their methods', (key, entry) => {
    const spec = specCallsOf(key);
    const names = new Set(spec.map((c) => c.call));
    for (const step of entry.steps ?? []) {
      for (const calls of [step.calls, ...(step.variants ?? []).map((v) => v.calls)]) {
        for (const name of [calls.save, calls.submit, calls.resubmit]) if (name) expect(names, `${key} ${name}`).toContain(name);
      }
    }
    for (const alias of Object.values(entry.aliases ?? {}).flat()) expect(names).toContain(alias);
    for (const extra of entry.extraCalls ?? []) {
      expect(spec.find((c) => c.path === extra.path)?.method, extra.path).toBe(extra.method);
    }
  });

  it.each(entries.map((e) => [e.key, e] as const))(
    '%s covers every call of calls.tsv by a standard call, a step, an alias or an extra call',
    (key, entry) => {
      const covered = new Set<string>(standardCalls(entry));
      for (const step of entry.steps ?? []) {
        for (const calls of [step.calls, ...(step.variants ?? []).map((v) => v.calls)]) {
          for (const name of [calls.save, calls.submit, calls.resubmit]) if (name) covered.add(name);
        }
      }
      for (const alias of Object.values(entry.aliases ?? {}).flat()) covered.add(alias);
      for (const extra of entry.extraCalls ?? []) covered.add(extra.path.split('/').pop()!);
      expect(
        specCallsOf(key)
          .map((c) => c.call)
          .filter((c) => !covered.has(c)),
      ).toEqual([]);
    },
  );

  it.each(entries.map((e) => [e.key, e] as const))('%s has the effect on approval its process has', (key, entry) => {
    // setup2's union stands once its application step is approved (工会法); the founding papers follow.
    const effect = key === 'setup2' ? entry.effects?.onStepApproved?.application : entry.effects?.onApproved;
    expect(effect).toBe(expectedEffects[key]);
  });

  it.each(entries.map((e) => [e.key, e] as const))('%s opens on a console route of the spec', (_key, entry) => {
    const routes = specRoutesText();
    // The spec lists sub-routes relative to their section (/myunion ... infos/rename and /form/{ids?}).
    const lastTwo = entry.route.split('/').filter(Boolean);
    const head = lastTwo.at(-1) === 'form' ? lastTwo.at(-2)! : lastTwo.at(-1)!;
    expect(routes).toContain(head);
  });

  it.each(entries.map((e) => [e.key, e] as const))('%s names each field once and every field in a known section', (_key, entry) => {
    const names = entry.fields.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    const sections = new Set((entry.sections ?? []).map((s) => s.key));
    for (const f of entry.fields) expect(sections, f.name).toContain(f.section);
    expect(entry.fields.map((f) => f.name)).toContain(entry.titleField);
  });

  it.each(entries.map((e) => [e.key, e] as const))('%s takes its dictionaries from the one list the seed must cover', (_key, entry) => {
    for (const [path, f] of allFields(entry)) {
      if (f.kind === 'dict' || f.kind === 'dictMulti') expect(groupBDictCodes, path).toContain(f.dict);
      else expect(f.dict, path).toBeUndefined();
    }
  });

  it.each(entries.map((e) => [e.key, e] as const))('%s gives rows their columns and attachments their slots', (_key, entry) => {
    for (const f of entry.fields) {
      if (f.kind === 'rows') expect(f.columns?.length, f.name).toBeGreaterThan(0);
      if (f.kind === 'attachments') expect(f.slots?.length, f.name).toBeGreaterThan(0);
      for (const c of f.columns ?? []) expect(['rows', 'attachments', 'richText', 'image']).not.toContain(c.kind);
    }
  });

  it.each(entries.map((e) => [e.key, e] as const))('%s has an example with only fields of its form', (_key, entry) => {
    const names = new Set(entry.fields.map((f) => f.name));
    expect(Object.keys(entry.example).filter((k) => !names.has(k))).toEqual([]);
  });
});

describe('the steps of stepped modules', () => {
  const stepped = entries.filter((e) => e.steps);

  it('are organ1Detail, organ5, setup2 and setup3', () => {
    expect(stepped.map((e) => e.key).sort()).toEqual(['organ1Detail', 'organ5', 'setup2', 'setup3']);
  });

  it.each(stepped.map((e) => [e.key, e] as const))(
    '%s puts every field in exactly one step and names only fields of the form',
    (_key, entry) => {
      const names = new Set(entry.fields.map((f) => f.name));
      const placed: string[] = [];
      for (const step of entry.steps ?? []) {
        const variants = step.variants ?? [];
        const own = variants.length ? variants.flatMap((v) => v.fields) : step.fields;
        for (const name of [...step.fields, ...own]) expect(names, `${step.key} ${name}`).toContain(name);
        placed.push(...own);
      }
      expect(placed.sort()).toEqual([...names].sort());
    },
  );

  it('organ1Detail has five steps with save1-5, then the materials phase without a save', () => {
    const steps = groupB.organ1Detail!.steps!;
    expect(steps.map((s) => s.calls)).toEqual([
      ...[1, 2, 3, 4, 5].map((n) => ({ save: `save${n}`, submit: `submit${n}`, resubmit: `resubmit${n}` })),
      { submit: 'submitstuff', resubmit: 'resubmitstuff' },
    ]);
  });

  it('organ5 branches step 2 into five variants by the union kind of step 1', () => {
    const steps = groupB.organ5!.steps!;
    expect(steps.map((s) => s.calls.submit)).toEqual(['submit1', 'submitcrop', 'submit3', 'submit4']);
    const variants = steps[1]!.variants!;
    expect(variants.map((v) => [v.field, v.equals, v.calls])).toEqual(
      (
        [
          ['crop', 'crop'],
          ['cropGroup', 'CropGroup'],
          ['cropTradeUnion', 'CropTradeUnion'],
          ['ally', 'ally'],
          ['union', 'union'],
        ] as const
      ).map(([k, c]) => ['unionKind', k, { save: `save${c}`, submit: `submit${c}`, resubmit: `resubmit${c}` }]),
    );
    expect(steps[0]!.fields).toContain('unionKind');
  });

  it.each(['setup2', 'setup3'])('%s has the application with the standard calls, then the file phase', (key) => {
    expect(groupB[key]!.steps!.map((s) => s.calls)).toEqual([
      { save: 'save', submit: 'submit', resubmit: 'resubmit' },
      { save: 'savefile', submit: 'submitfile', resubmit: 'resubmitfile' },
    ]);
  });

  it('organ4 saves and submits under saveModel and submitModel', () => {
    expect(groupB.organ4!.aliases).toEqual({ save: ['saveModel'], submit: ['submitModel'] });
  });
});
