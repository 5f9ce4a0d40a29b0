/** The consent shape's console part: the nominee's consent by texted code beside the consent slot. */
export { ConsentCodePart } from './ConsentCodePart';
