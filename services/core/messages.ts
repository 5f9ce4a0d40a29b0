import type { Lang } from '../../catalogue';

const MESSAGES = {
  ok: { zh: '操作成功', en: 'Success' },
  badRequest: { zh: '请求参数有误', en: 'Invalid request' },
  unauthorized: { zh: '请求未授权', en: 'Request unauthorised' },
  tokenInQuery: { zh: '令牌不能放在查询参数中', en: 'Tokens are not accepted in the query string' },
  forbidden: { zh: '没有权限', en: 'No permission' },
  notFound: { zh: '记录不存在', en: 'No such record' },
  routeNotFound: { zh: '接口不存在', en: 'No such endpoint' },
  conflict: { zh: '当前状态为「{state}」,不允许此操作', en: 'The record is {state}; this call is not allowed' },
  reviewerActed: {
    zh: '当前状态为「{state}」,审核人已处理,不能撤回',
    en: 'The record is {state} and a reviewer has acted; it cannot be withdrawn',
  },
  taskNotOpen: { zh: '当前状态为「{state}」,该任务已不在办理中', en: 'The record is {state}; the task is no longer open' },
  taskClaimed: { zh: '当前状态为「{state}」,该任务已被他人签收', en: 'The record is {state}; someone else claimed the task' },
  notApplicant: { zh: '只有申请单位可以办理此操作', en: 'Only the applicant union may do this' },
  notCandidate: { zh: '您不是该任务的办理人', en: 'You are not a candidate of this task' },
  reasonRequired: { zh: '请填写作废原因', en: 'A reason is required' },
  commentRequired: { zh: '请填写退回意见', en: 'A return needs a comment' },
  taskIdMismatch: { zh: '任务编号与退回任务不一致', en: 'The task id is not the task that returned the record' },
  processMismatch: { zh: '任务与流程不一致', en: 'The task does not belong to that flow' },
  field: { zh: '参数{field}不符合规则{rule}', en: 'Parameter {field} breaks rule {rule}' },
  unknownParam: { zh: '不支持的参数{field}', en: 'Unknown parameter {field}' },
  sortField: { zh: '不支持按{field}排序', en: 'Sorting by {field} is not allowed' },
  required: { zh: '缺少参数{field}', en: 'Parameter {field} is required' },
  tooLarge: { zh: '文件大小不超过250M', en: 'Files may be at most 250 MB' },
  fileType: { zh: '文件类型不在允许范围内', en: 'That file type is not allowed' },
  tooMany: { zh: '请求过于频繁,请稍后再试', en: 'Too many attempts; try again later' },
  internal: { zh: '系统繁忙,请稍后再试', en: 'Something went wrong; try again later' },
  unavailable: { zh: '服务暂不可用', en: 'Service unavailable' },
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** A message in `lang` with `{name}` placeholders filled from `vars`. */
export function message(key: MessageKey, lang: Lang, vars: Record<string, string> = {}): string {
  let text: string = MESSAGES[key][lang];
  for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, v);
  return text;
}
