import type { HonourRow, Page } from '../../api';

/** A person's honour as honor2 answers it: honor1's approval granted 李秀梅 优秀工会工作者 (her ID number masked). */
export const PERSON_HONOUR: HonourRow = {
  id: '9001',
  type: 'person',
  holderName: '李秀梅',
  idCardMasked: '110108********0026',
  unionId: '1101',
  unionName: '北京智联科技有限公司工会委员会',
  unitName: '北京智联科技有限公司',
  unitUscc: null,
  honourName: '优秀工会工作者',
  level: '4',
  levelName: '区县级',
  year: 2026,
  awardingBody: '区总工会',
  decisionNo: null,
  awardDate: '2026-11-23',
  sourceModule: 'honor1',
  sourceRecordId: '7001',
};

/** A collective's honour: innovationteam's approval granted a team 2026年度企业创新团队. */
export const TEAM_HONOUR: HonourRow = {
  ...PERSON_HONOUR,
  id: '9002',
  type: 'team',
  holderName: '激光精密加工创新团队',
  idCardMasked: null,
  unitName: null,
  unitUscc: '91110108MA01ABCD2X',
  honourName: '2026年度企业创新团队',
  level: '5',
  levelName: '街道(乡镇)、园区级',
  awardingBody: '街道(园区)总工会',
  sourceModule: 'innovationteam',
  sourceRecordId: '7002',
};

/** `rows` as one page of `getListByType` answers them. */
export const honourPage = (rows: HonourRow[]): Page<HonourRow> => ({
  records: rows,
  total: rows.length,
  size: 10,
  current: 1,
  searchCount: true,
  pages: 1,
});
