/**
 * The dictionaries group C's forms read (field work, surveys and covered enterprises, rights and help:
 * docs/forms/group-c-field.md, group-c-survey.md, group-c-rights.md, "Dictionaries"), in one place as
 * group B's are: the seed must cover every code here, and every key named below must be an option of its
 * code (tests/unit/catalogue-cd-dicts.test.ts).
 */
export const groupCDictCodes = [
  // read, seeded by others
  'yes_no',
  'sex',
  'political',
  'crop_cate',
  'funds_source',
  'honour_level',
  'launtion_female_position',
  'selection_round_kind',
  // field work
  'venue_type',
  'open_days',
  'home_declare_type',
  'home_level',
  'home_rule',
  'keeper_kind',
  'mother_room_item',
  'mother_room_goods',
  // covered enterprises
  'cover_reason',
  'cover_removal_reason',
  'member_arrangement',
  // rights and help
  'mutual_aid_plan',
  'mutual_aid_enrol_kind',
  'mutual_aid_followup',
  'relief_cause',
  'relief_pay_method',
  'relief_followup',
  'hardship_category',
  'hardship_cause',
  'hardship_help_type',
  'hardship_followup',
  'family_relation',
  'work_status',
  'health_status',
  'legal_case_kind',
  'dispute_stage',
  'legal_aid_form',
  'legal_aid_exemption',
  'legal_followup',
  'legal_outcome',
  'first_aid_point_kind',
  'first_aid_request',
  'first_aid_followup',
] as const;

export type GroupCDictCode = (typeof groupCDictCodes)[number];

/** The option keys the designs' rules name, so a change of the seed's keys is one edit. */
export const groupCDictKeys = {
  // F-home-rooms (a 职工之家 has an activity or service room); the register rows of field3apply and field4.
  venueType: { activityRoom: '1', serviceRoom: '2', bookroom: '4', motherRoom: '8' },
  // F-mr-open: open at least on every working day.
  openDays: { workingDays: '1', everyDay: '2', mondayToSaturday: '3' },
  // F-home-model: a 模范 level (2 and above) needs the self-check, the appraisal and 80 % satisfaction.
  homeLevel: { standard: '1', parkModel: '2' },
  // F-mr-basic: the basic set of a mother-baby room.
  motherRoomItem: { nursingSeat: '1', table: '2', powerSocket: '3', handWashing: '4', fridge: '5', screening: '6' },
  // F-mg-lines: 其他 needs its specification.
  motherRoomGoods: { other: '99' },
  // F-ba-round: the federation's round of 职工书屋示范点.
  roundKind: { bookroomSite: 'bookroom_site' },
  // F-ba-honour: the federation's titles are 区县级.
  honourLevel: { district: '4' },
  // LA-means: an exemption 1 only for a migrant worker's pay or work-injury case; 0 asks for the statement.
  legalAidExemption: { none: '0', migrantWorker: '1' },
  legalCaseKind: { pay: '1', workInjury: '5' },
  // cov-small-unit's companion: 其他 needs its details (survey1).
  coverReason: { newEnterprise: '1', stock: '3', other: '9' },
  // cov-removal-new: a removal to the enterprise's own or another union names it; 其他 needs its details.
  coverRemovalReason: { deregistered: '1', movedOut: '2', ownUnion: '3', otherUnion: '4', other: '9' },
  // cov-removal-members: 其他 needs its details.
  memberArrangement: { toOtherUnion: '2', other: '9' },
} as const;

/** Each groupCDictKeys group with the code it belongs to, for the seed test. */
export const groupCDictKeyCodes: Record<keyof typeof groupCDictKeys, GroupCDictCode> = {
  venueType: 'venue_type',
  openDays: 'open_days',
  homeLevel: 'home_level',
  motherRoomItem: 'mother_room_item',
  motherRoomGoods: 'mother_room_goods',
  roundKind: 'selection_round_kind',
  honourLevel: 'honour_level',
  legalAidExemption: 'legal_aid_exemption',
  legalCaseKind: 'legal_case_kind',
  coverReason: 'cover_reason',
  coverRemovalReason: 'cover_removal_reason',
  memberArrangement: 'member_arrangement',
};
