/** The nominees' consents confirmed by a texted code (I-CONSENT, docs/forms/group-a-nation-innovation-honours.md). */
export { confirmedConsents, findConsent, storeConsent, type ConsentConfirmed, type ConsentNominee } from './nominee-consents';
