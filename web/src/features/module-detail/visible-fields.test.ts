import { describe, expect, it } from 'vitest';
import { modules } from '../../catalogue';
import type { FieldAccess } from '../../api';
import { visibleAttachments, visibleEntry } from './visible-fields';

const entry = modules.setup1!;
const limited: FieldAccess = { taskId: '1-1', stageName: '上级工会审核', visible: ['unionName', 'attachments'], editable: ['remark'] };

describe('the fields a reviewer’s stage shows', () => {
  it('are the visible and the editable ones, in the form’s order', () => {
    expect(visibleEntry(entry, limited).fields.map((f) => f.name)).toEqual(['unionName', 'remark', 'attachments']);
  });

  it('are all of them without a list of visible fields', () => {
    expect(visibleEntry(entry, { ...limited, visible: null })).toBe(entry);
    expect(visibleEntry(entry, undefined)).toBe(entry);
  });

  it('list only the files a shown field names', () => {
    const files = [
      { id: 'a', name: 'a.pdf' },
      { id: 'b', name: 'b.pdf' },
    ];
    const form = { unionName: '工会', attachments: ['a'] };
    expect(visibleAttachments(entry, form, files, limited).map((f) => f.id)).toEqual(['a']);
    expect(visibleAttachments(entry, form, files, { ...limited, visible: ['unionName'] })).toEqual([]);
    expect(visibleAttachments(entry, form, files, undefined)).toHaveLength(2);
  });
});
