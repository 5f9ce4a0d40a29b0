/**
 * The dictionaries group B's forms read, in one place: the dictionary seed must cover every code
 * here, and every key named below must be an option of its code (tests/unit/catalogue-b-dicts.test.ts).
 */
export const groupBDictCodes = [
  'election_mode',
  'organ_change_type',
  'election_body',
  'rename_reason',
  'cert_change_item',
  'funds_source',
  'fee_pay_mode',
  'transfer_reason',
  'yes_no',
  'union_kind',
  'union_scope',
  'crop_cate',
  'launtion_position',
  'launtion_fin_position',
  'launtion_female_position',
  'nation',
  'sex',
  'edu_level',
  'political',
  'professional_title',
  'setup_mode',
  'setup_1_mem',
] as const;

export type GroupBDictCode = (typeof groupBDictCodes)[number];

/**
 * The option keys that rules and examples name. Rules need them (exactly one 主席, 其他 makes the
 * free text required); examples need real options. Kept here so a change of the seed's keys is one edit.
 */
export const dictKeys = {
  electionMode: { memberAssembly: '1', delegateAssembly: '2' },
  organChangeType: { chair: '1', member: '2' },
  electionBody: { memberAssembly: '1', delegateAssembly: '2', committee: '3' },
  renameReason: { unitRenamed: '1', merger: '2', affiliation: '3', other: '9' },
  certChangeItem: { name: '1', legalRep: '2', address: '3', funds: '4', other: '9' },
  fundsSource: { dues: '1', allocation: '2', subsidy: '3', other: '9' },
  feePayMode: { tax: '1', direct: '2' },
  transferReason: { relocation: '1', affiliation: '2', group: '3', other: '9' },
  yesNo: { yes: '1', no: '0' },
  unionKind: { crop: 'crop', cropGroup: 'cropGroup', cropTradeUnion: 'cropTradeUnion', ally: 'ally', union: 'union' },
  unionScope: { regional: '1', industry: '2' },
  // 私营企业, the usual employer of a new union (other modules use it too).
  cropCate: { enterprise: '3' },
  position: {
    chair: '1',
    executiveViceChair: '2',
    viceChair: '3',
    member: '4',
    financeViceChair: '13',
    financeMember: '14',
    accountant: '15',
    cashier: '16',
  },
  finPosition: { head: '1', deputy: '2', member: '3' },
  femalePosition: { head: '1', deputy: '2', member: '3' },
  nation: { han: '01' },
  sex: { male: '1', female: '2' },
  eduLevel: { master: '14', bachelor: '20' },
  political: { party: '01', masses: '13' },
  professionalTitle: { viceSenior: '2', middle: '3' },
  // setup1: 单独建会, 联合建会, 选举组织员 (《工会法》第十一条), and the posts of the 筹备组.
  setupMode: { own: '1', joint: '2', organiser: '3' },
  prepPost: { leader: '1', deputy: '2', member: '3' },
} as const;

/** Each dictKeys group with the code it belongs to, for the seed test. */
export const dictKeyCodes: Record<keyof typeof dictKeys, GroupBDictCode> = {
  electionMode: 'election_mode',
  organChangeType: 'organ_change_type',
  electionBody: 'election_body',
  renameReason: 'rename_reason',
  certChangeItem: 'cert_change_item',
  fundsSource: 'funds_source',
  feePayMode: 'fee_pay_mode',
  transferReason: 'transfer_reason',
  yesNo: 'yes_no',
  unionKind: 'union_kind',
  unionScope: 'union_scope',
  cropCate: 'crop_cate',
  position: 'launtion_position',
  finPosition: 'launtion_fin_position',
  femalePosition: 'launtion_female_position',
  nation: 'nation',
  sex: 'sex',
  eduLevel: 'edu_level',
  political: 'political',
  professionalTitle: 'professional_title',
  setupMode: 'setup_mode',
  prepPost: 'setup_1_mem',
};
