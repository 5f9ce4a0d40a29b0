import { describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { beginDefaults } from './begin-defaults';
import { childSections } from './child-pages';

const entry = modules.activityworks!;
const [photography, calligraphy] = childSections(entry);

describe('what the begin dialog proposes', () => {
  it('is this year’s call of the category, of its kind of works, named in Chinese', () => {
    expect(beginDefaults({ entry, section: photography! }, 'zh', '2026-11-23')).toEqual({
      activityId: 'photography-2026',
      worksKind: '1',
      activityName: '2026年职工摄影作品征集',
    });
  });

  it('is named in English for an English console', () => {
    expect(beginDefaults({ entry, section: calligraphy! }, 'en', '2027-01-02').activityName).toBe('Staff calligraphy works 2027');
  });

  it('is this year’s call of the module for a module without categories', () => {
    expect(beginDefaults({ entry, section: { base: entry.route } }, 'zh', '2026-11-23')).toEqual({
      activityId: 'activityworks-2026',
      activityName: '2026年职工摄影书法作品征集',
    });
  });

  it('is in the fields the module names its call by, whatever they are called', () => {
    const { pages: _none, ...children } = entry.children!;
    const meeting: ModuleEntry = {
      ...entry,
      key: 'meetingSignUp',
      children: { ...children, call: { idField: 'meetingId', nameField: 'meetingName' } },
    };
    expect(beginDefaults({ entry: meeting, section: { base: '/meeting/signup' } }, 'zh', '2026-11-23')).toEqual({
      meetingId: 'meetingSignUp-2026',
      meetingName: '2026年职工摄影书法作品征集',
    });
  });
});
