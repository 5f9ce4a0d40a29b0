// What a module whose save is the submit offers, and the paths its form posts to.
import { describe, expect, it } from 'vitest';
import { formCalls, modules, offeredActions } from '../../catalogue';

describe('a module whose save is its submit', () => {
  it('posts drafts to savedraft, the submission to save and a resubmission to update', () => {
    expect(formCalls(modules.assessmentworksummation!)).toEqual({ save: 'savedraft', submit: 'save', resubmit: 'update' });
  });

  it('has no draft path when it serves no draft call, so the form shows one button', () => {
    expect(formCalls(modules.activity!).save).toBeUndefined();
  });

  it('offers submit although it has no submit call', () => {
    expect(offeredActions(modules.assessmentworksummation!)).toEqual(expect.arrayContaining(['save', 'submit', 'resubmit']));
  });

  it('offers a publish-only module its submission, the revision and the revocation of a published notice: no review actions', () => {
    expect(offeredActions(modules.activity!)).toEqual(['submit', 'revise', 'revoke']);
  });

  it('keeps the standard names of a module with every call', () => {
    expect(formCalls(modules.setup1!)).toEqual({ save: 'saveDraft', submit: 'submit', resubmit: 'resubmit' });
  });
});
