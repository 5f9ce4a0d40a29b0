import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges } from './unsaved-changes';

describe('unsaved changes', () => {
  it('are none when every field is as it was saved', () => {
    expect(hasUnsavedChanges({ name: '工会', tags: ['a', 'b'] }, { name: '工会', tags: ['a', 'b'] })).toBe(false);
  });

  it('are there when a text field changed', () => {
    expect(hasUnsavedChanges({ name: '工会' }, { name: '工会联合会' })).toBe(true);
  });

  it('are there when a list of files or choices changed', () => {
    expect(hasUnsavedChanges({ files: ['1'] }, { files: ['1', '2'] })).toBe(true);
    expect(hasUnsavedChanges({ files: ['1', '2'] }, { files: ['2', '1'] })).toBe(true);
  });

  it('are there when a field was filled that was missing before', () => {
    expect(hasUnsavedChanges({}, { remark: '第一稿' })).toBe(true);
  });

  it('are none when a field only went from missing to empty', () => {
    expect(hasUnsavedChanges({ remark: undefined, files: [] }, { remark: '', files: undefined })).toBe(false);
    expect(hasUnsavedChanges({ remark: null }, {})).toBe(false);
  });

  it('are none when a number comes back as the same text', () => {
    expect(hasUnsavedChanges({ employeeCount: 120 }, { employeeCount: '120' })).toBe(false);
  });

  it('are there when a field was emptied', () => {
    expect(hasUnsavedChanges({ remark: '第一稿' }, { remark: '' })).toBe(true);
  });
});
