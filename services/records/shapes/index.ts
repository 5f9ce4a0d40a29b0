/** The module shapes, one folder each: how a module differs from the plain lifecycle (docs/ARCHITECTURE.md, "Module shapes"). */
export * from './children';
export * from './period';
export * from './publish-only';
export * from './questionnaire';
export * from './roll-up';
export * from './save-submits';
export * from './steps';
