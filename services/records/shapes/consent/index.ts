/**
 * The `consent` shape: a nominee's consent given by the code texted to their mobile (generateCaptcha),
 * the other way to the signed consent in the slot `byCode` marks (I-CONSENT,
 * docs/forms/group-a-nation-innovation-honours.md). The union types the code into the form's
 * `consentCode` (a form part: checked, used up and recorded, never kept in the form); while the
 * form's ID number and mobile are those confirmed, the slot may stay empty on submit and a list row
 * or detail carries `consent` (the number masked and when).
 */
import { Type } from '@sinclair/typebox';
import { consentByCodeOf, type ConsentByCode } from '../../../../catalogue';
import { confirmedConsents } from '../../../../db';
import { formatTime } from '../../../platform/core';
import type { RecordShape } from '../../engine';
import { CONSENT_CODE, confirmConsentCode } from './confirm-code';

export const consentShape: RecordShape<ConsentByCode> = {
  name: 'consent',
  option: (entry) => consentByCodeOf(entry.fields),
  formPart: (entry, byCode) => ({
    keys: [CONSENT_CODE],
    document: {
      properties: {
        [CONSENT_CODE]: Type.Optional(
          Type.String({
            pattern: '^\\d{6}$',
            description:
              "The code texted to the nominee's mobile (generateCaptcha): their consent instead of the signed file; used once, not kept",
          }),
        ),
      },
      requiredOnSubmit: [],
    },
    check: async (db, tenantId, _entry, part, _mode, _lang, { recordId, userId }) => {
      const code = part[CONSENT_CODE];
      if (code !== undefined && code !== null && code !== '') {
        await confirmConsentCode(db, entry, byCode, { tenantId, recordId, userId, code: String(code) });
      }
      return { errors: [], value: {} };
    },
  }),
  // Each row says whether its nominee (as the form stands) confirmed by code, and when.
  rowParts: async (app, request, entry, ids) => {
    const byCode = consentByCodeOf(entry.fields)!;
    const found = await confirmedConsents(app.db, request.viewer.tenantId, ids, byCode);
    return new Map([...found].map(([id, c]) => [id, { consent: { phone: c.phone, confirmedAt: formatTime(c.confirmedAt) } }]));
  },
};
