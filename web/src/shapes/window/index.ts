/** The `window` shape's console part: the assessment round above a filing's form, and its items put into the form. */
export { WindowCallout } from './WindowCallout';
