/** The region tree of one municipality (Beijing): the city, its districts, and the sub-districts of two. */
export const regionTree: {
  code: string;
  name: string;
  children?: { code: string; name: string; children?: { code: string; name: string }[] }[];
} = {
  code: '110000',
  name: '北京市',
  children: [
    { code: '110101', name: '东城区' },
    { code: '110102', name: '西城区' },
    {
      code: '110105',
      name: '朝阳区',
      children: [
        { code: '110105001', name: '建外街道' },
        { code: '110105002', name: '朝外街道' },
        { code: '110105003', name: '呼家楼街道' },
        { code: '110105004', name: '三里屯街道' },
        { code: '110105005', name: '望京街道' },
      ],
    },
    { code: '110106', name: '丰台区' },
    { code: '110107', name: '石景山区' },
    {
      code: '110108',
      name: '海淀区',
      children: [
        { code: '110108001', name: '万寿路街道' },
        { code: '110108002', name: '永定路街道' },
        { code: '110108003', name: '羊坊店街道' },
        { code: '110108004', name: '甘家口街道' },
        { code: '110108005', name: '八里庄街道' },
        { code: '110108006', name: '紫竹院街道' },
        { code: '110108007', name: '北下关街道' },
        { code: '110108008', name: '北太平庄街道' },
        { code: '110108010', name: '学院路街道' },
        { code: '110108011', name: '中关村街道' },
        { code: '110108012', name: '海淀街道' },
        { code: '110108013', name: '青龙桥街道' },
        { code: '110108014', name: '清华园街道' },
        { code: '110108015', name: '燕园街道' },
        { code: '110108016', name: '香山街道' },
        { code: '110108017', name: '清河街道' },
        { code: '110108018', name: '花园路街道' },
        { code: '110108019', name: '西三旗街道' },
        { code: '110108020', name: '马连洼街道' },
        { code: '110108021', name: '田村路街道' },
        { code: '110108022', name: '上地街道' },
      ],
    },
    { code: '110109', name: '门头沟区' },
    { code: '110111', name: '房山区' },
    { code: '110112', name: '通州区' },
    { code: '110113', name: '顺义区' },
    { code: '110114', name: '昌平区' },
    { code: '110115', name: '大兴区' },
    { code: '110116', name: '怀柔区' },
    { code: '110117', name: '平谷区' },
    { code: '110118', name: '密云区' },
    { code: '110119', name: '延庆区' },
  ],
};
