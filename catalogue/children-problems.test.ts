import { describe, expect, it } from 'vitest';
import { childrenProblems } from './children-problems';
import { modules } from './index';
import type { ModuleEntry } from './types';

const withChildren = Object.values(modules).filter((m) => m.children);
const works = modules.activityworks!;

/** activityworks with its `children` option changed by `patch`. */
const broken = (patch: Partial<NonNullable<ModuleEntry['children']>>): ModuleEntry => ({
  ...works,
  children: { ...works.children!, ...patch },
});

describe('a module’s children option', () => {
  it.each(withChildren.map((m) => [m.key, m] as const))('of %s names only fields it has', (_key, entry) => {
    expect(childrenProblems(entry)).toEqual([]);
  });

  it('is refused when its call is keyed by a field the entry does not have', () => {
    expect(childrenProblems(broken({ call: { idField: 'meetingId', nameField: 'activityName' } }))).toEqual([
      'activityworks.children.call.idField: meetingId is not a field of the entry',
    ]);
  });

  it('is refused when its call is named by a field of the child rather than of the entry', () => {
    expect(childrenProblems(broken({ call: { idField: 'activityId', nameField: 'workTitle' } }))).toEqual([
      'activityworks.children.call.nameField: workTitle is not a field of the entry',
    ]);
  });

  it('is refused when its category, title or confirming mobile is not a field where it is read', () => {
    const problems = childrenProblems(
      broken({ pages: { ...works.children!.pages!, categoryField: 'kind' }, titleField: 'activityName', confirmField: 'contactMobile' }),
    );
    expect(problems).toEqual([
      'activityworks.children.pages.categoryField: kind is not a field of the entry',
      'activityworks.children.titleField: activityName is not a field of a child',
      'activityworks.children.confirmField: contactMobile is not a field of a child',
    ]);
  });

  it('is no concern of a module without children', () => {
    expect(childrenProblems(modules.setup1!)).toEqual([]);
  });
});
