/**
 * The lookups of a round and the places its records hold, read by the round shape and by calls that
 * only read them (field1/index's bookroom part): apart from the shape, so a call need not import it.
 */
export { heldRecordOf, LIVE, roundOfKind } from './round-lookups';
