/**
 * The organisation wing: `union-profile/` the union's profile, tree and officers, `union-changes/` the
 * checks a change to the organisation (set-up, legal representative, transfer) must pass on submit.
 */
export * from './union-profile';
export * from './union-changes';
