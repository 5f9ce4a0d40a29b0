import type { Lang } from '../../../catalogue';

const MESSAGES = {
  ok: { zh: '操作成功', en: 'Success' },
  badRequest: { zh: '请求参数有误', en: 'Invalid request' },
  unauthorized: { zh: '请求未授权', en: 'Request unauthorised' },
  tokenInQuery: { zh: '令牌不能放在查询参数中', en: 'Tokens are not accepted in the query string' },
  forbidden: { zh: '没有权限', en: 'No permission' },
  notFound: { zh: '记录不存在', en: 'No such record' },
  referenceMissing: { zh: '{field}对应的数据不存在', en: 'The {field} given does not exist' },
  stillReferenced: { zh: '该数据仍被其他数据引用，不能删除', en: 'Still in use elsewhere; it cannot be removed' },
  routeNotFound: { zh: '接口不存在', en: 'No such endpoint' },
  conflict: { zh: '当前状态为「{state}」,不允许此操作', en: 'The record is {state}; this call is not allowed' },
  reviewerActed: {
    zh: '当前状态为「{state}」,审核人已处理,不能撤回',
    en: 'The record is {state} and a reviewer has acted; it cannot be withdrawn',
  },
  taskNotOpen: { zh: '当前状态为「{state}」,该任务已不在办理中', en: 'The record is {state}; the task is no longer open' },
  taskClaimed: { zh: '当前状态为「{state}」,该任务已被他人签收', en: 'The record is {state}; someone else claimed the task' },
  stepMismatch: {
    zh: '当前状态为「{state}」,该申请正处于其他步骤,请刷新后重试',
    en: 'The record is {state} at another step; reload and try again',
  },
  stepApproved: { zh: '当前状态为「{state}」,已有步骤审核通过,不能删除', en: 'The record is {state}; a step was approved, so it stays' },
  notApplicant: { zh: '只有申请单位可以办理此操作', en: 'Only the applicant union may do this' },
  notCandidate: { zh: '您不是该任务的办理人', en: 'You are not a candidate of this task' },
  notEntitled: {
    zh: '只有申请单位和本记录的审核人可以查看完整的个人信息',
    en: "Only the applicant union and the record's reviewers may read its personal data in full",
  },
  personalFilter: {
    zh: '不能按个人信息字段「{field}」筛选或搜索',
    en: 'Lists cannot be filtered or searched by the personal field {field}',
  },
  notPersonal: { zh: '「{field}」不是本表单的个人信息字段', en: '{field} is not a personal field of this form' },
  reasonRequired: { zh: '请填写作废原因', en: 'A reason is required' },
  removeReasonRequired: { zh: '请填写删除原因', en: 'A reason for the removal is required' },
  revokeReasonRequired: { zh: '请填写撤回原因', en: 'A reason for withdrawing the notice is required' },
  terminateReasonRequired: { zh: '请填写终止原因', en: 'A reason for ending the flow is required' },
  fieldNotEditable: { zh: '本审核环节不能修改「{field}」', en: 'This review stage may not change {field}' },
  stageFieldsMissing: { zh: '通过前须填写本环节要求的字段', en: 'Fill in the fields this stage requires before approving' },
  requiredOnApprove: { zh: '通过前须填写「{field}」', en: 'Fill in {field} before approving' },
  editsNeedApproval: { zh: '只有审核通过时才能修改表单内容', en: 'Fields can be changed only with an approval' },
  hasChildren: { zh: '当前状态为「{state}」,已有子记录,不能删除或作废', en: 'The record is {state}; it has child records, so it stays' },
  childExists: { zh: '该子记录已存在', en: 'That child record exists already' },
  notDraftChild: { zh: '当前状态为「{state}」,只有草稿可以批量提交', en: 'The record is {state}; only drafts are sent in a batch' },
  commentRequired: { zh: '请填写退回意见', en: 'A return needs a comment' },
  declineCommentRequired: { zh: '请填写不予通过的理由', en: 'Declining needs a reason' },
  declineReasonOnDecline: { zh: '固定理由只能随不予通过一并填写', en: 'A fixed reason goes only with declining the record' },
  declineReasonNotOffered: { zh: '本事项不提供不予通过理由「{reason}」', en: 'This form offers no decline reason {reason}' },
  declineNotOffered: { zh: '本环节不能不予通过，请通过或退回', en: 'This stage cannot decline the record: approve or return it' },
  taskIdMismatch: { zh: '任务编号与退回任务不一致', en: 'The task id is not the task that returned the record' },
  processMismatch: { zh: '任务与流程不一致', en: 'The task does not belong to that flow' },
  ownRecord: {
    zh: '不能审核本单位提交的申请(申请单位及其子账号不得审核本单位的申请)',
    en: 'You cannot review a record your own union submitted (separation of duties)',
  },
  noReviewer: {
    zh: '未找到审核单位：{reviewer}({stage})没有可办理的账号,请联系管理员',
    en: 'No reviewer found: {reviewer} ({stage}) has no account that can review; ask an administrator',
  },
  transferOpen: {
    zh: '本会已有进行中的组织关系转接「{title}」({state}),办结后方可再次申请',
    en: 'The union has a transfer under way ({title}, {state}); a new one waits until it is done',
  },
  transferNotReleased: {
    zh: '本会现隶属于{parent},须先由其办理组织关系转出(经接收工会确认后生效),不能直接转入',
    en: 'The union stands under {parent}, which has not released it: that takes a transfer out, confirmed by the receiving union',
  },
  releaseLetterRequired: {
    zh: '原上级工会不在本平台内时,须上传原上级工会转出证明',
    en: 'The former higher union is outside the portal: upload its release letter',
  },
  setupFirst: {
    zh: '本会的「{module}」尚未批准,请先办理「{module}」',
    en: "The union's {module} is not approved yet; that comes first",
  },
  legalRepNotChair: {
    zh: '法定代表人须为本会现任工会主席({chair})',
    en: "The legal representative must be the union's present chair ({chair})",
  },
  legalRepNoChair: {
    zh: '法定代表人须为本会现任工会主席,本会尚无主席记录(换届选举或补选批准后记录)',
    en: "The legal representative must be the union's present chair, and the union has none recorded (an approved election records one)",
  },
  idempotencyKeyReused: {
    zh: '幂等键(Idempotency-Key)已用于另一个请求,新的请求请使用新的幂等键',
    en: 'That Idempotency-Key was used for another request; use a new key for a new request',
  },
  field: { zh: '参数{field}不符合规则{rule}', en: 'Parameter {field} breaks rule {rule}' },
  unknownParam: { zh: '不支持的参数{field}', en: 'Unknown parameter {field}' },
  ruleFormat: { zh: '参数{field}格式不正确', en: 'Parameter {field} is not in a valid format' },
  ruleMaxLength: { zh: '参数{field}不能超过{limit}个字符', en: 'Parameter {field} must be at most {limit} characters' },
  ruleMinLength: { zh: '参数{field}不能少于{limit}个字符', en: 'Parameter {field} must be at least {limit} characters' },
  ruleEmpty: { zh: '参数{field}不能为空', en: 'Parameter {field} must not be empty' },
  ruleMaximum: { zh: '参数{field}不能大于{limit}', en: 'Parameter {field} must be at most {limit}' },
  ruleMinimum: { zh: '参数{field}不能小于{limit}', en: 'Parameter {field} must be at least {limit}' },
  ruleType: { zh: '参数{field}类型不正确', en: 'Parameter {field} has the wrong type' },
  ruleChoice: { zh: '参数{field}的取值不在允许范围内', en: 'Parameter {field} is not one of the allowed values' },
  ruleMaxItems: { zh: '参数{field}最多{limit}项', en: 'Parameter {field} may have at most {limit} items' },
  ruleMinItems: { zh: '参数{field}至少{limit}项', en: 'Parameter {field} needs at least {limit} items' },
  ruleInvalid: { zh: '参数{field}的值不正确', en: 'Parameter {field} has an invalid value' },
  sortField: { zh: '不支持按{field}排序', en: 'Sorting by {field} is not allowed' },
  required: { zh: '缺少参数{field}', en: 'Parameter {field} is required' },
  nulChar: { zh: '参数{field}不能包含空字符', en: 'Parameter {field} must not contain a NUL character' },
  badUrl: { zh: '请求地址{field}格式有误', en: 'The request {field} is malformed' },
  headersTooLarge: { zh: '请求行或请求头过长(上限{limit}字节)', en: 'The request line and headers exceed {limit} bytes' },
  requestTimeout: { zh: '请求超时', en: 'The request timed out' },
  multipartBoundary: { zh: '请求头{field}缺少boundary参数', en: 'The {field} header lacks its boundary' },
  tooLarge: { zh: '文件大小不超过250M', en: 'Files may be at most 250 MB' },
  fileType: { zh: '文件类型不在允许范围内', en: 'That file type is not allowed' },
  tooMany: { zh: '请求过于频繁,请稍后再试', en: 'Too many attempts; try again later' },
  internal: { zh: '系统繁忙,请稍后再试', en: 'Something went wrong; try again later' },
  unavailable: { zh: '服务暂不可用', en: 'Service unavailable' },
  // Load shedding and shutdown (services/platform/plugins/under-pressure.ts, services/platform/health).
  overloaded: { zh: '服务繁忙,请{seconds}秒后再试', en: 'The service is busy; try again in {seconds} seconds' },
  shuttingDown: { zh: '服务正在重启,请{seconds}秒后再试', en: 'The service is restarting; try again in {seconds} seconds' },
  // Imported workbooks (services/records/sheet-import) and the bounds on heavy documents (services/platform/job-limits).
  importNotWorkbook: { zh: '导入的文件不是有效的Excel工作簿(.xlsx)', en: 'The file to import is not a valid Excel workbook (.xlsx)' },
  importFileTooLarge: { zh: '导入的工作簿不能超过{limit}MB', en: 'The workbook to import may be at most {limit} MB' },
  importTooManyEntries: {
    zh: '工作簿内含的部件过多(最多{limit}个),请另存为普通工作簿后再导入',
    en: 'The workbook holds too many parts (at most {limit}); save it as a plain workbook and import it again',
  },
  importUnpackedTooLarge: {
    zh: '工作簿解压后超过{limit}MB,未导入任何数据',
    en: 'The workbook unpacks to more than {limit} MB; nothing was imported',
  },
  importCompressionRatio: {
    zh: '工作簿的压缩比超过{limit}倍,疑似压缩炸弹,未导入任何数据',
    en: 'The workbook is compressed more than {limit} times over, like a zip bomb; nothing was imported',
  },
  importNoRows: { zh: '工作簿的第一张表没有数据行', en: 'The first sheet of the workbook has no data rows' },
  importTooManyRows: { zh: '每次最多导入{limit}行,请分批导入', en: 'At most {limit} rows can be imported at once; split the sheet' },
  documentsBusyAccount: {
    zh: '您同时生成的文件已达{limit}个,请{seconds}秒后再试',
    en: 'Too many of your files are being made at once (at most {limit}); try again in {seconds} seconds',
  },
  documentsBusyTenant: {
    zh: '当前生成文件的请求较多,请{seconds}秒后再试',
    en: 'Many files are being made right now; try again in {seconds} seconds',
  },
  importsBusyTenant: {
    zh: '当前已有{limit}个导入正在进行,请{seconds}秒后再试',
    en: '{limit} imports are running already; try again in {seconds} seconds',
  },
  // Accounts, sub-accounts and the identity admin screens.
  passwordRequired: { zh: '请输入密码', en: 'Please enter the password' },
  passwordLength: { zh: '密码长度为8到18位', en: 'The password must have 8 to 18 characters' },
  passwordStrength: {
    zh: '密码必须包含大小写字母、数字和特殊字符',
    en: 'The password must contain upper and lower case letters, digits and special characters',
  },
  passwordMismatch: { zh: '两次密码输入不一致', en: 'The two passwords differ' },
  oldPasswordWrong: { zh: '原密码不正确', en: 'The old password is wrong' },
  passwordReused: { zh: '新密码不能与原密码相同', en: 'The new password must differ from the old one' },
  tenantRequired: { zh: '请先输入租户编号', en: 'Enter the tenant number first' },
  accountRequired: { zh: '请先输入账号名称', en: 'Enter the account name first' },
  passwordFirst: { zh: '请先输入密码', en: 'Enter the password first' },
  tenantUnknown: { zh: '租户编号不存在', en: 'No such tenant' },
  accountFormat: {
    zh: '账号只能包含字母、数字、下划线、点和短横线,长度为3到32位',
    en: 'The account may hold letters, digits, underscores, dots and hyphens, 3 to 32 characters',
  },
  accountTaken: { zh: '账号已存在', en: 'That account name is taken' },
  phoneInvalid: { zh: '请输入正确的手机号码', en: 'Enter a valid mobile number' },
  accountNoPhone: { zh: '该账号未绑定手机号,请联系管理员', en: 'The account has no mobile number; ask an administrator' },
  smsCodeWrong: { zh: '验证码不正确或已过期', en: 'The code is wrong or has expired' },
  smsCodeTries: { zh: '验证码错误次数过多,请重新获取', en: 'Too many wrong codes; request a new one' },
  smsTooSoon: { zh: '验证码发送过于频繁,请稍后再试', en: 'Codes were sent too often; try again later' },
  registrationNotPending: { zh: '该注册申请已处理', en: 'That registration was already handled' },
  unionRequired: { zh: '请选择所属工会', en: 'Choose the union the account belongs to' },
  identUnionMismatch: { zh: '账号类型与所属工会不符', en: 'The account type does not match its union' },
  roleNotHeld: { zh: '不能授予您未持有的角色', en: 'You cannot grant a role you do not hold' },
  subNotAllowed: { zh: '子账号不能管理子账号', en: 'A sub-account cannot manage sub-accounts' },
  menuNotGranted: { zh: '授权的菜单超出主账号的菜单范围', en: 'A granted menu is not one of the main account’s menus' },
  selectAtLeastOne: { zh: '请选择至少一条数据', en: 'Select at least one row' },
  removeSelf: { zh: '不能删除当前登录的账号', en: 'You cannot remove the account you are logged in with' },
  defaultTenant: { zh: '默认租户不能删除', en: 'The default tenant cannot be removed' },
  tenantTaken: { zh: '租户编号已存在', en: 'That tenant number is taken' },
  tenantFull: { zh: '租户账号数量已达上限', en: 'The tenant has reached its account limit' },
  clientTaken: { zh: '客户端编号已存在', en: 'That client id is taken' },
  clientInUse: { zh: '不能删除当前使用的客户端', en: 'You cannot remove the client you are using' },
  clientSecretRequired: { zh: '请输入客户端密钥', en: 'Enter the client secret' },
  postCodeTaken: { zh: '岗位编号已存在', en: 'That post code is taken' },
  deptParent: { zh: '上级部门不能是自身或其下级部门', en: 'A department cannot sit under itself or one of its children' },
  deptHasChildren: { zh: '请先删除下级部门', en: 'Remove the child departments first' },
  unionNameRequired: { zh: '请输入工会名称', en: 'Enter the name of the union' },
  linkNameRequired: { zh: '请输入联系人', en: 'Enter the contact person' },
  creditCodeInvalid: { zh: '统一社会信用代码不正确', en: 'The unified social credit code is not valid' },
  creditCodeTaken: { zh: '统一社会信用代码已被其他工会使用', en: 'Another union already uses that unified social credit code' },
  passwordByReset: { zh: '修改密码请使用重置密码', en: 'Use reset-password to change a password' },
  roleUnknown: { zh: '角色不存在', en: 'No such role' },
  reasonRequiredReject: { zh: '请填写驳回原因', en: 'A rejection needs a reason' },
  // Roles, menus, scopes and top menus (services/admin/system, services/identity/permissions).
  roleAliasTaken: { zh: '角色别名已存在', en: 'That role alias is taken' },
  roleAliasFixed: { zh: '角色别名创建后不能修改', en: 'A role alias cannot change once the role exists' },
  roleParent: { zh: '上级角色不能是自身或其下级角色', en: 'A role cannot sit under itself or one of its children' },
  roleInUse: { zh: '角色仍有用户或下级角色,不能删除', en: 'The role still has accounts or child roles; it cannot be removed' },
  notGrantable: { zh: '不能授予您未持有的菜单或接口权限', en: 'You cannot grant a menu or API scope you do not hold' },
  menuCodeTaken: { zh: '菜单编号已存在', en: 'That menu code is taken' },
  menuParent: {
    zh: '上级菜单不能是自身、其下级菜单或按钮,按钮必须挂在菜单下',
    en: 'A menu cannot sit under itself, its children or a button, and a button needs a parent menu',
  },
  menuInUse: { zh: '菜单下仍有子菜单或权限,不能删除', en: 'The menu still has children or scopes; it cannot be removed' },
  scopeCodeTaken: { zh: '资源编号已存在', en: 'That resource code is taken' },
  scopeInUse: { zh: '接口仍在使用该权限编号,不能删除或修改', en: 'Routes still use that resource code; it cannot be removed or changed' },
  dataScopeTaken: { zh: '该资源已有此类数据权限', en: 'That resource already has a data scope of this type' },
  topMenuCodeTaken: { zh: '顶部菜单编号已存在', en: 'That top menu code is taken' },
  codeFixed: { zh: '编号创建后不能修改', en: 'A code cannot change once it exists' },
  // Dictionaries (services/admin/dictionaries).
  dictCodeTaken: { zh: '字典编号已存在', en: 'That dictionary code is taken' },
  dictKeyTaken: { zh: '该字典下已有此字典键值', en: 'That key is taken in this dictionary' },
  dictKeyRequired: { zh: '请输入字典键值', en: 'Enter the key of the entry' },
  dictSealed: { zh: '字典已封存,不能修改或删除', en: 'The dictionary entry is sealed; it cannot be changed or removed' },
  dictParentFixed: { zh: '上级字典创建后不能修改', en: 'The parent of a dictionary entry cannot change' },
  dictParentCode: { zh: '字典编号须与上级字典一致', en: 'An entry has the code of its parent dictionary' },
  // Questionnaires (services/records/shapes/questionnaire).
  questionSetExists: { zh: '问卷{setKey}已存在', en: 'Question set {setKey} already exists' },
  questionSetPublished: {
    zh: '问卷第{version}版已发布,不能修改;请新建版本',
    en: 'Version {version} is published and cannot change; start a new version',
  },
  questionSetNoDraft: { zh: '问卷第{version}版不是草稿,不能发布', en: 'Version {version} is not a draft; it cannot be published' },
  questionSetNotPublished: { zh: '问卷尚未发布,暂不能填写', en: 'The questionnaire has no published version yet' },
  noContactMobile: { zh: '该企业没有登记联系人手机', en: 'The enterprise has no contact mobile on file' },
  periodTaken: {
    zh: '本单位已有{period}的记录(编号{id}),同一周期只能填报一份',
    en: 'Your union already has a record for {period} (id {id}); one per period',
  },
  // Roll-ups (services/records/shapes/roll-up): why a union may not nominate now (isApply, and the submit's 409).
  rollUpNotStarter: { zh: '本单位不能发起「{source}」', en: 'Your union cannot file a {source}' },
  rollUpRoundClosed: {
    zh: '上级工会已汇总上报，本轮推荐已截止',
    en: 'Your higher union has sent its summary; this round is closed',
  },
  rollUpQuotaUsed: {
    zh: '本单位本轮推荐名额({quota}名)已用完',
    en: 'Your union has used its {quota} nomination(s) of this round',
  },
  // Selection rounds (services/records/shapes/round): why a submit is refused, and the federation's calls.
  roundNone: { zh: '「{kind}」尚未开启评选，暂不能提交', en: 'No round of {kind} is open; nothing can be submitted yet' },
  roundWindowNotOpen: {
    zh: '「{kind}」申报时间为{opens}至{closes}，尚未开始',
    en: 'Filing for {kind} runs from {opens} to {closes}; it has not begun',
  },
  roundWindowClosed: { zh: '「{kind}」申报已于{closes}截止', en: 'Filing for {kind} closed on {closes}' },
  roundStandardBelow: {
    zh: '{label}不得少于本批次标准{value}',
    en: '{label} must be at least the round’s standard of {value}',
  },
  roundStandardYes: { zh: '本批次标准要求{label}为“是”', en: 'The round’s standard asks for {label}: yes' },
  roundStandardUnknown: {
    zh: '「{kind}」没有标准“{key}”',
    en: 'Rounds of {kind} have no standard “{key}”',
  },
  roundQuotaUsed: { zh: '本单位本轮推荐名额({quota}名)已用完', en: 'Your union has used its {quota} nomination(s) of this round' },
  roundOpenTaken: {
    zh: '「{kind}」已有开启中的评选(编号{id})，请先关闭',
    en: 'A round of {kind} is already open (id {id}); close it first',
  },
  roundIsClosed: { zh: '该评选已关闭，不能修改', en: 'This round is closed; it cannot be changed' },
  roundTimeInvalid: { zh: '时间格式应为 yyyy-MM-dd HH:mm:ss', en: 'A time is written yyyy-MM-dd HH:mm:ss' },
  roundModuleUnknown: { zh: '模块{module}没有评选轮次', en: 'Module {module} has no selection round' },
  roundWindowOrder: { zh: '申报截止时间不能早于开始时间', en: 'The window cannot close before it opens' },
  roundDeadlineOrder: { zh: '汇总上报截止时间不能早于申报截止时间', en: 'The summaries cannot be due before the window closes' },
  roundUnionUnknown: { zh: '上级工会{id}不存在', en: 'There is no higher union {id}' },
  roundUnionTwice: { zh: '上级工会{id}重复分配名额', en: 'Higher union {id} is allocated twice' },
  roundKindUnknown: { zh: '评选项目{kind}不存在', en: 'There is no round kind {kind}' },
  // Flow models and deployments (services/flow/models).
  flowModelInvalid: { zh: '流程模型有误：{detail}', en: 'The flow model is invalid: {detail}' },
  flowCategoryUnknown: {
    zh: '分类{category}既不是业务模块也不是审核流程',
    en: 'Category {category} is neither a module nor a review chain',
  },
  flowModelKeyTaken: { zh: '模型标识{modelKey}已存在', en: 'Model key {modelKey} is taken' },
  flowVersionRunning: { zh: '该部署上还有 {count} 条流程在运行', en: '{count} flows still run on this deployment' },
  flowShareFederationOnly: { zh: '只有总工会可以将流程共享给其他租户', en: 'Only the federation shares flows with other tenants' },
  flowTenantUnknown: { zh: '租户{tenantId}不存在', en: 'No tenant {tenantId}' },
  flowSharedReadOnly: {
    zh: '该部署由总工会共享,只能由总工会管理',
    en: 'The federation shared this deployment; only the federation manages it',
  },
  flowVersionSuspended: { zh: '第{version}版已挂起,不能迁移到该版本', en: 'Version {version} is suspended; nothing migrates to it' },
  flowVersionOtherModel: {
    zh: '两个版本须属于同一模型({from} / {to})',
    en: 'Both versions must be of one model ({from} / {to})',
  },
  flowVersionSame: { zh: '迁移的源版本与目标版本相同', en: 'The versions to migrate from and to are the same' },
  flowTargetUnknown: { zh: '迁移目标{target}不是新版本的审核环节', en: 'Target {target} is not a stage of the new version' },
  flowUploadFile: { zh: '请上传一个BPMN 2.0文件(.bpmn或.xml)', en: 'Upload one BPMN 2.0 file (.bpmn or .xml)' },
  flowUploadTooDeep: {
    zh: '文件「{file}」的元素嵌套超过{limit}层，不是可部署的流程模型',
    en: 'File {file} nests its elements more than {limit} deep; it is no deployable flow model',
  },
  flowUploadTooMany: {
    zh: '文件「{file}」的元素超过{limit}个，不是可部署的流程模型',
    en: 'File {file} holds more than {limit} elements; it is no deployable flow model',
  },
  flowUploadTooHeavy: {
    zh: '文件「{file}」过于复杂，读取超出了时间或内存限制，请简化后重新上传',
    en: 'File {file} is too complex to read within the time and memory limits; simplify it and upload again',
  },
  // Staff innovation modules: batch submit and reminders (services/records/shapes/submit-batch, reminders), the team import.
  batchIdsRepeated: { zh: '所选记录有重复', en: 'A record is chosen twice' },
  captchaStatus: { zh: '验证码用途只能是本人确认(consent)', en: 'A code can only be asked for the nominee’s consent (consent)' },
  consentCodeNoNominee: {
    zh: '请先填写并保存被推荐人的身份证号和手机号码，再获取并填写验证码',
    en: "Fill in and save the nominee's ID number and mobile, then ask for the code and type it in",
  },
  captchaNoMobile: { zh: '请先填写被推荐人的手机号码并保存', en: "Fill in and save the nominee's mobile first" },
  remindAlreadyFiled: { zh: '该工会本轮已填报，无需提醒', en: 'The union has filed in this round; no reminder is needed' },
  remindedToday: { zh: '今天已提醒过该工会，请明天再提醒', en: 'The union was reminded today already; remind it again tomorrow' },
  remindWindowClosed: { zh: '当前没有正在申报的评选，无需提醒', en: 'No round is open for filing; there is nothing to remind of' },
  remindTitle: { zh: '{module}填报提醒', en: 'Reminder to file: {module}' },
  remindContent: {
    zh: '{union}提醒：贵单位尚未报送{module}，请于{closes}前登录平台填报。',
    en: '{union} reminds you that your union has not filed {module}; file it on the portal before {closes}.',
  },
  teamImportInvalid: {
    zh: '导入文件有{count}处错误，未导入任何团队，请修改后重新导入',
    en: 'The file has {count} error(s); no team was imported. Correct it and import again',
  },
  teamImportRequired: { zh: '「{column}」不能为空', en: '{column} is required' },
  teamImportDict: { zh: '「{value}」不是「{column}」的可选项（{options}）', en: '"{value}" is not an option of {column} ({options})' },
  teamImportDate: { zh: '「{column}」须按yyyy-mm-dd填写日期', en: '{column} must be a date written yyyy-mm-dd' },
  teamImportFuture: { zh: '「{column}」不能晚于今天', en: '{column} cannot be later than today' },
  teamImportYear: { zh: '「{column}」须是2000年至{year}年之间的年份', en: '{column} must be a year from 2000 to {year}' },
  teamImportMobile: { zh: '「{column}」不是有效的手机号码', en: '{column} is not a valid mobile number' },
  teamImportSameInTeam: { zh: '同一团队各行的「{column}」须一致', en: 'Every row of one team must have the same {column}' },
  teamImportMinMembers: { zh: '每个团队至少{min}名成员', en: 'A team has at least {min} members' },
  teamImportOneLeader: {
    zh: '每个团队有且只有1名「负责人」（现有{count}名）',
    en: 'A team has exactly one leader (this one has {count})',
  },
  teamImportDuplicate: { zh: '本单位该年度已有同名团队', en: 'Your union already has a team of this name for the year' },
  teamImportNoColumn: {
    zh: '模板缺少「{column}」列，请使用下载的模板',
    en: 'The sheet has no {column} column; use the downloaded template',
  },
  teamImportField: { zh: '「{column}」填写有误', en: '{column} is not valid' },
  // The lines of a moneyLines field imported from the federation's sheet (docs/forms/group-d.md "The lines").
  linesImportInvalid: {
    zh: '导入文件有{count}处错误，未导入任何明细，请修改后重新导入',
    en: 'The file has {count} error(s); no line was imported. Correct it and import again',
  },
  linesImportCell: { zh: '第{row}行「{column}」：{problem}', en: 'Row {row}, {column}: {problem}' },
  linesImportMoney: {
    zh: '「{value}」不是金额（以元为单位，至多两位小数）',
    en: '"{value}" is not an amount in yuan with at most two decimals',
  },
  linesImportFormula: { zh: '不能是公式，请填写数值', en: 'must be a number, not a formula' },
  linesImportKey: { zh: '有数据的行须填写「{column}」', en: 'a row with figures needs its {column}' },
  linesImportNoColumn: {
    zh: '表格缺少「{column}」列，请使用下载的模板',
    en: 'The sheet has no {column} column; use the downloaded template',
  },
  // The rows of a rows field with rowsImport read from a sheet (docs/forms/group-c-rights.md "Row import").
  rowsImportInvalid: {
    zh: '导入文件有{count}处错误，未导入任何行，请修改后重新导入',
    en: 'The file has {count} error(s); no row was imported. Correct it and import again',
  },
  rowsImportField: { zh: '「{field}」不是本表单可导入的表格', en: '{field} is not a table of this form that takes an import' },
  linesField: { zh: '「{field}」不是本表单的明细表', en: '{field} is not a lines field of this form' },
  // A return's points (complete-task `returnPoints`): the lines or rows of the record it is about.
  returnPointOnReturn: { zh: '只有退回可以指出要修改的行', en: 'Only a return points at lines' },
  returnPointField: { zh: '「{field}」不是本记录的表格', en: '{field} is not a table of this record' },
  returnPointLine: { zh: '「{line}」不是「{label}」中的一行', en: '{line} is not a line of {label}' },
  returnPointColumn: { zh: '「{column}」不是「{label}」的列', en: '{column} is not a column of {label}' },
  returnPointComment: { zh: '请写明该行的修改意见（{max}字以内）', en: 'Say what to change on the line (at most {max} characters)' },
  // Issue 22, honor1: a category's own calls (catalogue/category-calls.ts).
  categoryOfCall: { zh: '{field}须为本接口的类别{value}', en: '{field} must be this call’s category {value}' },
  // Publicity (公示), the working-day calendar and honours (services/records/publicity, services/admin/work-calendar).
  calendarDayInvalid: { zh: '日期格式应为 yyyy-MM-dd', en: 'A day is written yyyy-MM-dd' },
  // Follow-up rows after approval (services/records/shapes/follow-ups).
  followUpNotApproved: { zh: '审核通过后才能添加跟进记录', en: 'Follow-up rows are added once the record is approved' },
  followUpRefused: { zh: '{message}', en: '{message}' },
  followUpFileOnAnotherRecord: {
    zh: '该职工已在其他困难职工档案中（{union}，{record}），不能撤销退档',
    en: 'The worker is on file on another record ({union}, {record}); the exit cannot be undone',
  },
  followUpCoveredOnAnotherRecord: {
    zh: '该职工已由其他互助保障申报参保同一项目和年度（{union}，{record}），不能撤销减员',
    en: 'The member is covered by another enrolment of the same plan and year ({union}, {record}); the withdrawal cannot be undone',
  },
  followUpCaseInReview: {
    zh: '该职工另有申请尚未办结（{union}，{record}），不能撤销此记录',
    en: 'Another filing naming the worker is still in review ({union}, {record}); the row cannot be undone',
  },
  followUpBusy: { zh: '该事项正在添加其他跟进记录，请稍后重试', en: 'Another row is being added to the case; try again' },
  // The figures the federation sets per year (services/admin/year-settings).
  // {setting} is the setting's Chinese label, {settingEn} its English one.
  yearSettingMissing: { zh: '总工会尚未设置{year}年度的「{setting}」', en: 'The federation has not set "{settingEn}" for {year}' },
  yearSetting_wholeFen: { zh: '{key}应为不小于0的金额（以分计的整数）', en: '{key} is an amount: a whole number of fen, 0 or more' },
  yearSetting_multiplierRange: {
    zh: '{key}应为大于0且不超过10的倍数，最多两位小数',
    en: '{key} is a factor above 0 and at most 10, to two decimals',
  },
  yearSetting_percentRange: { zh: '{key}应为0到100之间的百分比，最多两位小数', en: '{key} is a percent from 0 to 100, to two decimals' },
  yearSettingNoItem: { zh: '{key}按年度设置一个数值，不分项目', en: '{key} has one figure a year, with no item' },
  yearSettingItemRequired: { zh: '{key}须按项目设置，请选择项目', en: '{key} is set per item; name the item' },
  yearSettingItemUnknown: { zh: '项目{item}不存在', en: 'There is no item {item}' },
  publicityStartPast: { zh: '公示开始日期不能早于今天', en: 'A publicity cannot start before today' },
  publicityDaysTooFew: { zh: '公示期不得少于本轮规定的{days}个工作日', en: "A publicity lasts at least the round's {days} working day(s)" },
  publicityRecordNotInRound: { zh: '记录{id}不是本轮评选的推荐记录', en: 'Record {id} was not filed in this round' },
  publicityRecordNotApproved: { zh: '记录{id}尚未审核通过，不能公示', en: 'Record {id} is not approved; it cannot be published' },
  publicityRecordListed: { zh: '记录{id}已经公示过', en: 'Record {id} has been published already' },
  publicityClosed: {
    zh: '不在公示期内（{start}至{end}），不能提出异议',
    en: 'Objections are taken only during the publicity ({start} to {end})',
  },
  publicityNotListed: { zh: '该人选不在本次公示名单中', en: 'That nominee is not on this list' },
  publicityNotListedId: { zh: '记录{id}不在本次公示名单中', en: 'Record {id} is not on this list' },
  objectionMessageTitle: { zh: '公示异议：{title}', en: 'An objection in {title}' },
  objectionMessageContent: {
    zh: '「{title}」中有人对{name}提出异议（受理编号{refNo}），请关注并配合核查。',
    en: 'An objection to {name} was filed in {title} (reference {refNo}); please follow it and help the check.',
  },
  publicityCaptchaWrong: { zh: '验证码不正确或已过期', en: 'The captcha is wrong or has expired' },
  publicityMobileInvalid: { zh: '请填写正确的手机号码', en: 'Give a valid mobile number' },
  publicityContentShort: { zh: '异议内容不少于10个字', en: 'An objection says at least 10 characters' },
  publicityOutcomeUnknown: { zh: '「{value}」不是字典中的值', en: '{value} is not a value of the dictionary' },
  publicityObjectionAnswered: { zh: '异议{refNo}已经答复', en: 'Objection {refNo} has been answered already' },
  publicityDecided: { zh: '本次公示已作出表彰决定({decisionNo})', en: 'This publicity has been decided ({decisionNo})' },
  publicityRunning: { zh: '公示期至{end}，公示结束后方可作出表彰决定', en: 'The publicity runs until {end}; the decision comes after it' },
  publicityDecisionEarly: { zh: '表彰决定日期应晚于公示结束日期{end}', en: 'The decision is dated after the publicity ended ({end})' },
  publicityObjectionsOpen: {
    zh: '尚有{count}件异议未答复，答复后方可作出表彰决定',
    en: '{count} objection(s) are not answered yet; answer them before the decision',
  },
  publicityObjectionUpheld: {
    zh: '记录{id}的异议经核查属实，不能授予',
    en: 'An objection to record {id} was upheld; it cannot be granted',
  },
  publicityOutcomeMissing: { zh: '记录{id}没有表彰结果', en: 'Record {id} has no outcome' },
  publicityOutcomeTwice: { zh: '记录{id}重复出现', en: 'Record {id} is given twice' },
  publicityRequired: {
    zh: '本轮评选须公示{days}个工作日，请先发起公示再作出表彰决定',
    en: 'This round is published for {days} working day(s): open its publicity before the decision',
  },
  roundDecisionTitle: { zh: '表彰决定', en: 'decision' },
  publicityFileUnknown: { zh: '附件不是本人为该异议上传的文件', en: 'That file is not one you uploaded for this objection' },
  publicityVerifyClosed: {
    zh: '异议{refNo}已核查、已答复或已作出表彰决定，不能再上传核查材料',
    en: 'Objection {refNo} has been verified, answered or decided; no more files are taken for its verification',
  },
  publicityObjectionVerified: { zh: '异议{refNo}已提交核查情况', en: 'Objection {refNo} has been verified already' },
  // The publicity notice (公示 PDF, services/records/publicity/notice-pdf.ts).
  noticeIntro: {
    zh: '经基层推荐、上级工会审核，拟推荐以下{count}名人选。现予公示。',
    en: 'After the nominations and their review by the higher unions, the following {count} nominee(s) are proposed. They are published for objections.',
  },
  noticePeriod: {
    zh: '公示时间：{start}至{end}（{days}个工作日）。',
    en: 'Publicity: {start} to {end} ({days} working days).',
  },
  noticeObjections: {
    zh: '公示期间，如有异议，请以电话、信函或电子邮件方式向{union}反映。反映问题应实事求是，提倡署实名并提供联系方式。',
    en: 'Objections during the publicity may be made to {union} by phone, letter or e-mail. They should keep to the facts; real names and contact details are asked for.',
  },
  noticeContact: { zh: '联系电话：{phone}', en: 'Phone: {phone}' },
  noticeEmail: { zh: '电子邮箱：{email}', en: 'E-mail: {email}' },
  noticeColumns: {
    zh: '序号|姓名/名称|性别|工作单位|职务/岗位|人员类别|简要事迹',
    en: 'No.|Name|Sex|Employer|Post|Kind|Short deeds',
  },
  noticeList: { zh: '拟推荐人选名单', en: 'The nominees' },
  noticeSeal: { zh: '{union}（盖章）', en: '{union} (seal)' },
  noticeDay: { zh: '{y}年{m}月{d}日', en: '{y}-{mm}-{dd}' },
  // Assessments (services/records/shapes/no-task, coverage; services/records/assessment-rounds).
  assessDeclaredNoTask: {
    zh: '本单位已声明{year}年度「{module}」无任务，不能再提交',
    en: 'Your union declared nothing to file for {module} in {year}; nothing can be submitted',
  },
  assessRoundClosed: {
    zh: '{year}年度考核批次未开放申报(申报时间{start}至{end})',
    en: 'Filing in the {year} round is not open (window {start} to {end})',
  },
  assessRoundNotFound: { zh: '没有适用于本单位的该考核批次', en: 'No such assessment round applies to your union' },
  assessRoundOtherType: {
    zh: '该考核批次的考核事项不是「{module}」',
    en: 'The assessment round is not one of {module}',
  },
  assessFilingLive: {
    zh: '本单位{year}年度已有在审或已通过的申报(编号{id})，不能声明无任务',
    en: 'Your union has a filing for {year} in review or approved (id {id}); it cannot declare nothing to file',
  },
  assessNoRecord: { zh: '本单位不填报该事项', en: 'Your union does not file this' },
  // The assessment filing window (services/records/shapes/window: AS-W1, AS-Q1).
  assessNoRound: {
    zh: '尚无适用于本单位的{year}年度「{kind}」考核批次，暂不能提交',
    en: 'No {year} round of {kind} applies to your union yet; nothing can be submitted',
  },
  assessWindowNotOpen: { zh: '{year}年度「{kind}」考核未开放申报', en: 'Filing for {kind} of {year} is not open' },
  assessWindowNotStarted: { zh: '{year}年度「{kind}」考核自{start}起申报', en: 'Filing for {kind} of {year} opens on {start}' },
  assessWindowEnded: { zh: '{year}年度「{kind}」考核申报已于{end}截止', en: 'Filing for {kind} of {year} closed on {end}' },
  assessQuotaUsed: {
    zh: '本单位{year}年度「{kind}」推荐名额({quota}名)已用完',
    en: 'Your union has used its {quota} place(s) of {kind} in {year}',
  },
  // The roll-up's options and the round's remaining settings (issue 22, the model workers' part).
  rollUpNoSummary: { zh: '「{source}」没有汇总上报，不能按汇总导出', en: 'No summary gathers {source}; there is none to name' },
  roundAlreadyHonoured: {
    zh: '该人选已于{year}年获得「{honour}」，不再重复推荐',
    en: 'The nominee received {honour} in {year} and is not nominated for it again',
  },
  roundHonouredRecently: {
    zh: '该人选已于{year}年获得「{honour}」，{years}年内不重复推荐',
    en: 'The nominee received {honour} in {year}; no new nomination for it within {years} years',
  },
  roundSummaryDeadline: {
    zh: '本轮「{kind}」汇总上报已于{deadline}截止，不能再报送',
    en: 'Summaries of {kind} in this round were due by {deadline}; it can no longer be sent',
  },
  roundPlacesUsed: {
    zh: '本单位本轮「{kind}」名额为{places}名，已汇总{used}名，不能超出',
    en: 'Your union has {places} place(s) of {kind} in this round and has gathered {used}; no more can be sent',
  },
  roundLeaderShare: {
    zh: '本轮「{kind}」本单位名额中单位负责人至多{limit}名，通过本条后将为{count}名，不能通过',
    en: 'Heads of units may take at most {limit} of your places of {kind} in this round; with this one they would be {count}',
  },
  roundFrontlineShare: {
    zh: '本轮「{kind}」本单位名额中一线职工不少于{limit}名，剩余名额须留给一线职工（目前{count}名）',
    en: 'At least {limit} of your places of {kind} in this round go to front-line workers; the places left are kept for them ({count} so far)',
  },
  roundPlacesApproved: {
    zh: '本单位本轮「{kind}」名额为{places}名，已审核通过{used}名，不能再通过',
    en: 'Your union has {places} place(s) of {kind} in this round and has approved {used}; no more can be approved',
  },
  roundNoPlaces: {
    zh: '总工会未给本单位分配本轮「{kind}」名额',
    en: 'The federation has allocated your union no places of {kind} in this round',
  },
  roundDuplicateNominee: {
    zh: '被推荐人(证件号{nominee})在本轮「{kind}」中已被推荐，同一轮次只能推荐一次',
    en: 'The nominee ({nominee}) is already nominated in this round of {kind}; once per round',
  },
  roundSummaryTaken: {
    zh: '本单位本轮「{kind}」已有汇总(编号{id})，每轮每类只能汇总一份',
    en: 'Your union already has a summary of {kind} for this round (id {id}); one per round and kind',
  },
  lateSlotUnknown: { zh: '附件类别须为以下之一：{slots}', en: 'The slot must be one of: {slots}' },
  lateSlotClosed: {
    zh: '仅审核通过且尚未随汇总审核通过的推荐可补传附件',
    en: 'Files are added only to an approved nomination that no approved summary has sent yet',
  },
  // Registers kept by approvals (services/records/shapes/register).
  registerRowInReview: {
    zh: '「{name}」有在审的申请（{record}），审核结束前不能停用',
    en: '“{name}” is named by an application in review ({record}); it cannot be closed until the review ends',
  },
  // Records filed about something else (services/records/shapes/subject).
  subjectNotStanding: {
    zh: '所选对象（{id}）未审核通过或已移除，不能办理',
    en: 'What this is filed about ({id}) is not approved or no longer active',
  },
  subjectOpen: {
    zh: '所选对象已有在办的申请（{record}），办结后才能再提交',
    en: 'An application about it is already open ({record}); submit again once it is finished',
  },
  // The registers of people (services/records/shapes/person-registers): the other record by number and union, never the ID number.
  person_alreadyCovered: {
    zh: '该职工已由「{union}」的申报（{record}）参加本年度同一保障项目',
    en: 'This member is already covered by the same plan this year, filed by {union} ({record})',
  },
  person_recentlyHelped: {
    zh: '该职工一年内已因同一事由获得临时救助（{union}，{record}）',
    en: 'This member was given a relief for the same cause within a year ({union}, {record})',
  },
  person_alreadyOnFile: {
    zh: '该职工已在困难职工档案中（{union}，{record}）',
    en: 'This member is already on file as a worker in hardship ({union}, {record})',
  },
  person_duplicateCase: {
    zh: '该职工已有在办的申请（{union}，{record}），办结后才能再提交',
    en: 'This member is named in an open application ({union}, {record}); submit again once it is finished',
  },
  // The covered enterprises' rules (services/records/shapes/covered-code).
  notJointUnion: {
    zh: '仅联合基层工会或工会联合会可办理',
    en: 'Only a joint union or a union federation may file this',
  },
  alreadyCovered: {
    zh: '该企业已由「{union}」覆盖或正在申请覆盖，一家企业只能由一个工会覆盖',
    en: 'This enterprise is already covered, or being added, by {union}; one union covers an enterprise',
  },
  hasOwnUnion: {
    zh: '该企业已建立工会（{union}），不能再由其他工会覆盖',
    en: 'This enterprise has its own union ({union}) and is not covered by another',
  },
  // The funds ledger's guard (services/records/shapes/funds-ledger).
  monthTaken: {
    zh: '{month}已在本单位另一份在办的申请中（编号{id}），办结后才能再申报',
    en: '{month} is in another open application of your union (id {id}); file it again once that one is finished',
  },
  roundOtherRound: { zh: '记录{id}不是本轮「{kind}」的推荐', en: 'Record {id} is not a nomination of this round of {kind}' },
  // Questionnaires sent out (docs/forms/group-c-survey.md, "Dictionaries": the mechanism's messages).
  invitationInvalid: { zh: '链接无效', en: 'This link is not valid' },
  invitationExpired: { zh: '链接已过期', en: 'This link has expired' },
  invitationClosed: { zh: '问卷已结束', en: 'This questionnaire has closed' },
  invitationUsed: { zh: '该问卷已提交，链接已失效', en: 'This questionnaire was already answered' },
  campaignClosed: { zh: '发放已结束', en: 'The campaign has closed' },
  campaignWindowClosed: {
    zh: '本次调查已截止(截止日期{deadline})或已被发起单位结束，不能再提交',
    en: 'This survey closed (its deadline was {deadline}, or its sender ended it): it takes no more submissions',
  },
  campaignAudience: { zh: '本模块不能向「{audience}」发放问卷', en: 'This module does not send questionnaires to {audience}' },
  campaignDeadline: {
    zh: '截止日期须在今天至{days}天之内',
    en: 'The deadline must be between today and {days} days from now',
  },
  campaignNotBelow: { zh: '工会{id}不在本单位下级范围内', en: 'Union {id} is not below your union' },
  campaignNotMobile: { zh: '{value}不是有效的手机号', en: '{value} is not a mobile number' },
  campaignAddressees: { zh: '请选择1至{max}个发放对象', en: 'Choose from 1 to {max} addressees' },
  reissueLimit: { zh: '该链接已重发{max}次，不能再重发', en: 'This link was reissued {max} times already' },
  recipientsInvalid: {
    zh: '名单有{count}处错误，未读取任何手机号，请修改后重新上传',
    en: 'The list has {count} error(s); no number was read. Correct it and upload again',
  },
  recipientsTooMany: { zh: '名单至多{max}个手机号', en: 'A list holds at most {max} numbers' },
  answersSourceOther: { zh: '该问卷答复不属于本记录', en: 'This answer does not belong to this record' },
  invitationTokenBlocked: { zh: '无效链接尝试过多，请10分钟后再试', en: 'Too many invalid links; try again in 10 minutes' },
  campaignSet: { zh: '本模块不能发放问卷「{setKey}」', en: 'This module cannot send the question set {setKey}' },
  campaignMessageTitle: { zh: '问卷：{title}', en: 'Questionnaire: {title}' },
  campaignMessageContent: {
    zh: '{union}请贵单位于{deadline}前填写“{title}”。{note}',
    en: '{union} asks your union to answer “{title}” by {deadline}. {note}',
  },
  // A call for reports (sendOut.withoutQuestions: finance7's 决算通知) carries no question set.
  campaignNoQuestions: { zh: '报表征集不含问卷，无须选择版本', en: 'A call for reports carries no questionnaire version' },
  campaignCallSms: { zh: '报表征集以站内消息通知，不发送短信链接', en: 'A call for reports goes by portal message, with no texted link' },
  campaignVersionRequired: { zh: '请选择发放的问卷版本', en: 'Choose the version to send' },
  campaignCallMessageTitle: { zh: '报表征集：{title}', en: 'Call for reports: {title}' },
  campaignCallMessageContent: {
    zh: '{union}请贵单位于{deadline}前报送“{title}”。{note}',
    en: '{union} asks your union to file “{title}” by {deadline}. {note}',
  },
  campaignNotInvited: { zh: '本单位未收到该问卷发放', en: 'Your union was not sent this questionnaire' },
  campaignVersion: { zh: '须使用本次发放的问卷版本', en: 'Use the version this campaign sent' },
  campaignSender: { zh: '须为发出本次调查的单位', en: 'Must be the union that sent this campaign' },
  campaignYear: { zh: '须为本次调查的年度', en: 'Must be the year of this campaign' },
  campaignYearNotEnded: {
    zh: '{year}年度尚未结束，须在年度结束后征集其报表',
    en: 'The year {year} has not ended: its reports are called for once it has',
  },
  remindLimit: { zh: '已达催办次数上限', en: 'No more reminders for this invitation' },
  quietHours: { zh: '夜间不发送短信', en: 'No texts are sent at night' },
  remindAnswered: { zh: '已答复', en: 'Already answered' },
  remindExpired: { zh: '链接已过期或已作废', en: 'The link has expired or was revoked' },
  remindNoMobile: { zh: '没有可发送的手机号', en: 'No mobile to text' },
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** A message in `lang` with `{name}` placeholders filled from `vars`. */
export function message(key: MessageKey, lang: Lang, vars: Record<string, string> = {}): string {
  let text: string = MESSAGES[key][lang];
  for (const [k, v] of Object.entries(vars)) text = text.replaceAll(`{${k}}`, v);
  return text;
}
