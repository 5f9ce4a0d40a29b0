import { describe, expect, it } from 'vitest';
import { todoTab } from './todo-target';

describe('the tab the bell opens', () => {
  it('is the todo list while tasks are claimed', () => {
    expect(todoTab({ todo: 1, claim: 2, returned: 3, total: 6 })).toBe('todo');
  });

  it('is the claim list when only tasks to claim wait', () => {
    expect(todoTab({ todo: 0, claim: 2, returned: 0, total: 2 })).toBe('claim');
  });

  it('is the applicant’s own records when only returned records wait', () => {
    expect(todoTab({ todo: 0, claim: 0, returned: 1, total: 1 })).toBe('send');
  });
});
