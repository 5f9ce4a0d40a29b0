import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import { projections } from '../../db';
import { ccProjection } from '../../db/projections/cc';
import { recordRowProjection } from '../../db/projections/record-rows';
import { childrenProjection, followUpsProjection, publishOnlyProjection, stepsProjection } from '../../db/projections/shapes';
import { taskProjection } from '../../db/projections/tasks';
import { recordShapes } from '../../services/records/shapes';

const PARTS = {
  recordRowProjection,
  taskProjection,
  ccProjection,
  childrenProjection,
  publishOnlyProjection,
  stepsProjection,
  followUpsProjection,
};

describe('the shapes as hook objects', () => {
  it('have one name each', () => {
    const names = recordShapes.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(recordShapes.map((s) => [s.name, s] as const))('%s is on for a catalogue module', (_name, shape) => {
    expect(Object.values(modules).some((entry) => shape.option(entry) !== undefined)).toBe(true);
  });

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
