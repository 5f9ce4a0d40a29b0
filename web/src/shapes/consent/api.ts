import { request, type DataOf } from '../../api';

/** The one module whose calls list generateCaptcha (the spec's); another with a consent slot `byCode` answers alike. */
type Captcha = DataOf<'get', '/api/blade-crop/crop/recommendEmployeeInnovationBoost1Endpoint/generateCaptcha'>;

/** Texts the nominee of draft `recordId` the code by which they consent; answers the number masked and the minutes it lives. */
export const sendConsentCode = (moduleKey: string, recordId: string) =>
  request<Captcha>(`/api/blade-crop/crop/${encodeURIComponent(moduleKey)}/generateCaptcha`, {
    query: { status: 'consent', businessId: recordId },
  });
