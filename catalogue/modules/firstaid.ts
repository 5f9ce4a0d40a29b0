import { parentOnly } from '../flow/parent-only';
import type { FollowUpsDef } from '../follow-ups/types';
import type { ModuleEntry } from '../types';
import { firstaidFields } from './firstaid-fields';
import { section } from './group-b-parts';

const t = (zh: string, en: string) => ({ zh, en });

/** Why firstaid serves `getid` and `uploads`, which calls.tsv does not list (docs/forms/group-c-rights.md, Open points). */
const FILES_BEYOND_SPEC = 'firstaid carries files (photos, certificates) and the spec lists no upload call (docs/forms/group-c-rights.md)';

/**
 * After approval (`first_aid_followup`): the launion delivers equipment and holds the training; the
 * union records the AEDs' inspections and any use of the point; the point closes with `closed`.
 */
const firstAidFollowUps: FollowUpsDef = {
  dict: 'first_aid_followup',
  kinds: {
    delivered: { label: t('设备配发', 'Equipment delivered'), writers: ['reviewer'], needs: ['note'] },
    trained: { label: t('培训完成', 'Training held'), writers: ['reviewer'], needs: ['note'] },
    inspection: { label: t('巡检', 'Inspection'), writers: ['applicant'], needs: ['note'] },
    used: { label: t('施救记录', 'Used in an emergency'), writers: ['applicant'], needs: ['note'] },
    closed: { label: t('撤点', 'Point closed'), writers: ['applicant', 'reviewer'], needs: ['note'] },
    correction: { label: t('更正', 'Correction'), writers: ['applicant', 'reviewer'], needs: ['note'] },
  },
  closing: ['closed'],
  correction: 'correction',
};

/**
 * 职工应急救护服务点申报 (docs/forms/group-c-rights.md "firstaid"): the enterprise union declares its
 * first-aid point (where, its hours, the staff it covers, its AEDs and certified first-aiders) and asks
 * for the sign, an AED, kits or training places. `save` sends it into review, `saveDraft` keeps a
 * draft, `update` resends it after a return. The launion reviews; approval puts the point on the
 * park's first-aid map (`registerFirstAidPoint`, `map`).
 */
export const firstaid: ModuleEntry = {
  key: 'firstaid',
  group: 'C',
  title: t('职工应急救护服务点申报', 'First-aid point and AED request'),
  titleField: 'pointName',
  route: '/myunion/fields/firstaid/form',
  starters: ['corp'],
  draftTtlDays: 60,
  flowModel: parentOnly,
  saveSubmits: true,
  calls: [
    'page',
    'detail',
    'saveDraft',
    'save',
    'update',
    'rebackFlow',
    'removeFlow',
    'remove',
    'downloadfile',
    'review',
    'getid',
    'uploads',
  ],
  inferredCalls: { getid: FILES_BEYOND_SPEC, uploads: FILES_BEYOND_SPEC },
  extraCalls: [
    {
      method: 'GET',
      path: 'map',
      summary: t('应急救护服务点地图(已批准的服务点)', 'The first-aid map: the approved points'),
      permission: 'view',
    },
  ],
  effects: { onApproved: 'registerFirstAidPoint' },
  followUps: firstAidFollowUps,
  sections: [
    section('point', '服务点', 'The point'),
    section('equipment', '设备', 'Equipment'),
    section('aiders', '持证救护员', 'First-aiders'),
    section('request', '申请事项', 'Asked for'),
    section('manager', '负责人', 'Person in charge'),
    section('files', '附件', 'Attachments'),
  ],
  fields: firstaidFields,
  document: {
    title: t('职工应急救护服务点申报表', 'First-aid point declaration'),
    ledger: ['pointName', 'region', 'address', 'openHours', 'staffCovered', 'kitCount', 'requests'],
    derived: [
      { kind: 'rowCount', label: t('AED台数', 'AEDs'), from: 'aeds' },
      { kind: 'rowCount', label: t('持证救护员人数', 'Certified first-aiders'), from: 'firstAiders' },
    ],
    totals: ['staffCovered', 'kitCount'],
  },
  example: {
    pointName: '北京智联科技有限公司职工应急救护服务点',
    pointKinds: ['1', '2'],
    unitName: '北京智联科技有限公司',
    unitUscc: '91110108MA01B2C3D0',
    region: '110108001',
    address: '北京市海淀区中关村大街1号A座1层大厅',
    openHours: '工作日 8:30—17:30',
    staffCovered: 120,
    hasAed: '1',
    aeds: [
      {
        model: '迈瑞 BeneHeart C1A',
        serialNo: 'CA2-24100358',
        location: 'A座1层大厅前台旁',
        installedOn: '2025-06-18',
        padsExpiry: '2027-05-31',
        batteryExpiry: '2029-06-30',
      },
    ],
    kitCount: 3,
    firstAiders: [
      { name: '王芳', mobile: '13911113333', certificateNo: 'BJHSZ2025-018832', issuedBy: '北京市红十字会', certificateDate: '2025-04-12' },
      {
        name: '刘建国',
        mobile: '13711114444',
        certificateNo: 'BJHSZ2024-076519',
        issuedBy: '北京市红十字会',
        certificateDate: '2024-09-20',
      },
    ],
    requests: ['1', '4'],
    trainingPlaces: 6,
    managerName: '王芳',
    managerMobile: '13911113333',
    files: { photos: ['900441'], certificates: ['900442'], aedPhotos: ['900443'] },
  },
};
