import { describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { projections } from '../../db';
import { ccProjection } from '../../db/projections/cc';
import { recordRowProjection } from '../../db/projections/record-rows';
import { childrenProjection, followUpsProjection, publishOnlyProjection, stepsProjection } from '../../db/projections/shapes';
import { taskProjection } from '../../db/projections/tasks';
import { recordShapes } from '../../services/records/shapes';
import { BUDGET_TEST_ENTRY } from '../../catalogue/fields/lines-test-entry';
import { FOLLOW_UP_TEST_ENTRY } from '../support/test-only-module';
import { COVER_TEST_ENTRY } from '../support/register-test-entries';

const PARTS = {
  recordRowProjection,
  taskProjection,
  ccProjection,
  childrenProjection,
  publishOnlyProjection,
  stepsProjection,
  followUpsProjection,
};

/**
 * Shapes built before their modules (issue 23's engine pieces): the test-only entry that proves each
 * until the fan-out adds them; `register` and `subject` are proven on entries their test file makes
 * (tests/integration/register-calls.test.ts), `subjectParent` too (tests/integration/subject-parts.test.ts).
 */
const BEFORE_THEIR_MODULES: Readonly<Record<string, ModuleEntry | 'ownTest'>> = {
  followUps: FOLLOW_UP_TEST_ENTRY,
  priorFigures: BUDGET_TEST_ENTRY,
  register: 'ownTest',
  subject: 'ownTest',
  subjectParent: 'ownTest',
  coveredCode: COVER_TEST_ENTRY,
};

describe('the shapes as hook objects', () => {
  it('have one name each', () => {
    const names = recordShapes.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(recordShapes.map((s) => [s.name, s] as const))(
    '%s is on for a catalogue module (or its proving test-only entry)',
    (name, shape) => {
      const early = BEFORE_THEIR_MODULES[name];
      if (early === 'ownTest') return;
      const entries = [...Object.values(modules), ...(early ? [early] : [])];
      expect(entries.some((entry) => shape.option(entry) !== undefined)).toBe(true);
    },
  );

  it.each(recordShapes.filter((s) => s.projection).map((s) => [s.name, s.projection!] as const))(
    '%s: its projection part is what projectEvent applies to its events',
    (_name, part) => {
      for (const [type, project] of Object.entries(part)) expect(projections[type as keyof typeof projections]).toBe(project);
    },
  );
});

describe('the projection parts', () => {
  it('project each event type in one part only', () => {
    const types = Object.values(PARTS).flatMap((part) => Object.keys(part));
    expect(types.filter((t, i) => types.indexOf(t) !== i)).toEqual([]);
    expect(types.sort()).toEqual(Object.keys(projections).sort());
  });
});
