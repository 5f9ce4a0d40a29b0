import { parentOnly } from '../flow/parent-only';
import type { ModuleEntry } from '../types';
import { dictKeys as K } from './group-b-dicts';
import { field, maxLen, min, minLen, notAbove, personName, required, section } from './group-b-parts';

/**
 * 单位信息: the employer behind the union, kept current by the union itself (detail and direct
 * update, no review); its size and category decide the union's form and funds base.
 */
export const corpration: ModuleEntry = {
  key: 'corpration',
  group: 'B',
  // Read and edited directly by services/organisation/union-profile, with history: no record, no review.
  lookup: true,
  title: { zh: '单位信息', en: 'Employer' },
  titleField: 'unitName',
  route: '/myunion/company',
  starters: ['corp'],
  draftTtlDays: 30,
  // Never started: the module has no submit; the entry needs a model all the same.
  flowModel: parentOnly,
  calls: ['detail', 'update'],
  sections: [section('unit', '单位基本信息', 'Employer'), section('staff', '职工情况', 'Staff'), section('contact', '联系方式', 'Contact')],
  fields: [
    field('unitName', 'text', '单位名称', 'Employer', [required, minLen(2), maxLen(100)], { section: 'unit', listed: true }),
    field('unitUscc', 'uscc', '统一社会信用代码', 'Credit code', [required], { section: 'unit', listed: true }),
    field('category', 'dict', '单位类别', 'Category', [required], { section: 'unit', dict: 'crop_cate' }),
    field('industry', 'text', '所属行业', 'Industry', [required, maxLen(50)], {
      section: 'unit',
      help: { zh: '按国民经济行业分类(GB/T 4754)填写门类', en: 'The section of GB/T 4754' },
    }),
    field('region', 'region', '所在区域', 'Region', [required], { section: 'unit' }),
    field('address', 'text', '单位地址', 'Address', [required, maxLen(200)], { section: 'unit' }),
    field('legalRep', 'text', '法定代表人', 'Legal representative', personName, { section: 'unit' }),
    field('staffCount', 'integer', '职工人数', 'Staff', [required, min(0)], { section: 'staff', listed: true }),
    field('femaleStaff', 'integer', '女职工人数', 'Female staff', [required, min(0), notAbove('staffCount')], { section: 'staff' }),
    field('migrantStaff', 'integer', '农民工人数', 'Migrant workers', [min(0), notAbove('staffCount')], { section: 'staff' }),
    field('phone', 'landline', '单位电话', 'Telephone', [], { section: 'contact' }),
    field('email', 'email', '电子邮箱', 'Email', [maxLen(100)], { section: 'contact' }),
  ],
  example: {
    unitName: '北京智联科技有限公司',
    unitUscc: '91110108MA01B2C3D0',
    category: K.cropCate.enterprise,
    industry: '信息传输、软件和信息技术服务业',
    region: '110108011',
    address: '北京市海淀区中关村大街1号',
    legalRep: '张伟',
    staffCount: 120,
    femaleStaff: 45,
    migrantStaff: 8,
    phone: '010-62345678',
    email: 'hr@zhilian-tech.com.cn',
  },
};
