/** The round shape's console part: the window and places above a module's form. */
export { RoundCallout } from './RoundCallout';
