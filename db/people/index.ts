/** The registers of people kept by rights and help approvals: keyed by an HMAC of the ID number. */
export { configurePersonKeys, idNumberKey, personHash } from './person-key';
