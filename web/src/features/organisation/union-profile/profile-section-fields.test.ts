import { describe, expect, it } from 'vitest';
import { bodyOf, SECTIONS, textsOf } from './section-fields';

const members = SECTIONS.find((s) => s.key === 'members')!.fields;

describe('a profile section’s form', () => {
  it('sends integers as numbers and leaves empty inputs out', () => {
    expect(bodyOf(members, { memberCount: ' 96 ', femaleMembers: '40', migrantMembers: '' })).toEqual({
      memberCount: 96,
      femaleMembers: 40,
    });
  });

  it('sends what is not a whole number as typed, for the server to name the field', () => {
    expect(bodyOf(members, { memberCount: '9.5' })).toEqual({ memberCount: '9.5' });
  });

  it('shows stored values as text and missing ones as empty inputs', () => {
    expect(textsOf(members, { memberCount: 96, femaleMembers: null })).toEqual({
      memberCount: '96',
      femaleMembers: '',
      migrantMembers: '',
      committeeMeetings: '',
    });
  });
});
