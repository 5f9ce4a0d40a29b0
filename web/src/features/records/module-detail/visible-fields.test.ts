import { describe, expect, it } from 'vitest';
import { modules } from '../../../catalogue';
import { visibleEntry } from './visible-fields';

const entry = modules.setup1!;

describe('the fields a narrowed reviewer sees', () => {
  it('are those the server names, in the form’s order', () => {
    expect(visibleEntry(entry, ['remark', 'unionName', 'attachments']).fields.map((f) => f.name)).toEqual([
      'unionName',
      'remark',
      'attachments',
    ]);
  });

  it('are all of them when the server names none', () => {
    expect(visibleEntry(entry, undefined)).toBe(entry);
  });
});
