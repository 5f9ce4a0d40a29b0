/** A roll-up in the console: a higher union gathers its children unions' approved nominations into its summary, sent upward. */
export { RollUpRoutes } from './RollUpRoutes';
