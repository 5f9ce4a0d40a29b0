/**
 * The organisation wing: `union-profile/` the union's profile, tree and officers, `union-changes/` the
 * checks a change to the organisation (set-up, legal representative, transfer) must pass on submit,
 * `union-messages/` the union's portal messages (站内消息).
 */
export * from './union-profile';
export * from './union-changes';
export * from './union-messages';
