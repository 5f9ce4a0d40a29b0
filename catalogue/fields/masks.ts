/**
 * The masks of the personal kinds (docs/forms/group-c-rights.md "Personal data"): what a list needs to
 * tell two rows apart, too little to use. One function per kind, for server and console alike.
 */

/** `110108********2316`: the region and the last four; the birth date hidden. */
export const maskIdCard = (id: string): string => (id.length === 18 ? `${id.slice(0, 6)}********${id.slice(14)}` : '****');

/** `139****1234`: enough for the owner to recognise, too little to use. */
export const maskMobile = (phone: string): string => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');

/** 前六后四 (JR/T 0171-2020's display of card numbers): the first six and last four, the rest `*`. */
export const maskBankAccount = (account: string): string =>
  account.length > 10 ? `${account.slice(0, 6)}${'*'.repeat(account.length - 10)}${account.slice(-4)}` : '****';
