/** Child records in the console: a module's entries, each with its table of children (works), their form and view. */
export { ChildrenRoutes, type ChildrenRoutesProps } from './ChildrenRoutes';
export { ChildrenRoutesOf, type ChildrenRoutesOfProps } from './ChildrenRoutesOf';
export { childPaths, childSections, type ChildSection } from './child-pages';
