import { describe, expect, it } from 'vitest';
import { modules, type ModuleEntry } from '../../catalogue';
import { childPaths, childSections } from './child-pages';

describe('the pages of a children module', () => {
  it('sit under each category of the works activities as spec section 2 lists them', () => {
    expect(childSections(modules.activityworks!).map((s) => s.base)).toEqual(['/activity/photography', '/activity/calligraphy']);
    const p = childPaths('/activity/calligraphy');
    expect([p.list, p.sign, p.detail('7'), p.view('9'), p.apply({ id: '9' })]).toEqual([
      '/activity/calligraphy',
      '/activity/calligraphy/sign',
      '/activity/calligraphy/detail/7',
      '/activity/calligraphy/view/9',
      '/activity/calligraphy/apply/9',
    ]);
  });

  it('sit under the module’s route when its entry names no categories', () => {
    const { pages: _none, ...children } = modules.activityworks!.children!;
    const signUp: ModuleEntry = { ...modules.activityworks!, key: 'meetingSignUp', route: '/meeting/signup', children };
    expect(childSections(signUp)).toEqual([{ base: '/meeting/signup' }]);
  });

  it('open a new child’s form with its entry in the query', () => {
    expect(childPaths('/activity/photography').apply({ parentId: '42' })).toBe('/activity/photography/apply?parentId=42');
  });
});
