import type { DictionarySeed } from '../dictionaries';
import type { DictionaryEnglish } from '../dictionaries-en';

/**
 * The dictionaries of field work: 职工之家, 阵地, 职工书屋, 爱心妈咪小屋 (docs/forms/group-c-field.md,
 * "Dictionaries"). The round kind `bookroom_site` is an entry of `selection_round_kind`, seeded with the other kinds.
 */
export const FIELD_DICTIONARIES: readonly DictionarySeed[] = [
  {
    code: 'venue_type',
    name: '阵地场所类型',
    items: [
      ['1', '职工活动室'],
      ['2', '职工之家综合服务室'],
      ['3', '职工健身房'],
      ['4', '职工书屋'],
      ['5', '心理咨询室(心灵驿站)'],
      ['6', '会议培训室'],
      ['7', '职工休息室'],
      ['8', '爱心妈咪小屋'],
      ['9', '户外劳动者服务站点'],
      ['10', '职工食堂/就餐点'],
      ['99', '其他'],
    ],
  },
  {
    code: 'open_days',
    name: '开放日',
    items: [
      ['1', '工作日(周一至周五)'],
      ['2', '每天'],
      ['3', '周一至周六'],
      ['4', '周末及节假日'],
      ['9', '预约开放'],
    ],
  },
  {
    code: 'home_declare_type',
    name: '职工之家申报类型',
    items: [
      ['1', '新建'],
      ['2', '改扩建'],
      ['3', '年度复核'],
    ],
  },
  {
    code: 'home_level',
    name: '职工之家申报等级',
    items: [
      ['1', '职工之家(达标)'],
      ['2', '园区模范职工之家'],
      ['3', '推荐北京市模范职工之家'],
      ['4', '推荐全国模范职工之家'],
    ],
  },
  {
    code: 'home_rule',
    name: '职工之家管理制度',
    items: [
      ['1', '开放管理制度'],
      ['2', '设施设备管理制度'],
      ['3', '安全管理制度'],
      ['4', '会员评家制度'],
      ['5', '活动登记制度'],
      ['9', '其他'],
    ],
  },
  {
    code: 'keeper_kind',
    name: '管理员类别',
    items: [
      ['1', '专职'],
      ['2', '兼职'],
    ],
  },
  {
    code: 'mother_room_item',
    name: '爱心妈咪小屋设施',
    remark: '1至6为基本配置，参照《关于加快推进母婴设施建设的指导意见》（国家卫生计生委等10部门，2016）',
    items: [
      ['1', '哺乳座椅/沙发'],
      ['2', '桌子'],
      ['3', '电源插座'],
      ['4', '洗手设施'],
      ['5', '冰箱'],
      ['6', '可上锁的门或遮挡帘'],
      ['7', '婴儿床'],
      ['8', '婴儿护理台(尿布台)'],
      ['9', '温奶/消毒设备'],
      ['10', '空调'],
      ['11', '储物柜'],
      ['12', '垃圾桶'],
      ['13', '纸巾、湿巾'],
      ['99', '其他'],
    ],
  },
  {
    code: 'mother_room_goods',
    name: '爱心妈咪小屋物资',
    items: [
      ['1', '冰箱'],
      ['2', '电动吸奶器'],
      ['3', '哺乳椅'],
      ['4', '温奶器'],
      ['5', '奶瓶消毒器'],
      ['6', '婴儿护理台'],
      ['7', '储物柜'],
      ['8', '遮挡帘/屏风'],
      ['9', '空调'],
      ['10', '母婴用品包'],
      ['11', '育儿书籍'],
      ['99', '其他'],
    ],
  },
];

export const FIELD_DICTIONARIES_EN: Readonly<Record<string, DictionaryEnglish>> = {
  venue_type: {
    name: 'Kind of venue',
    items: {
      '1': 'Staff activity room',
      '2': 'Staff-home service room',
      '3': 'Gym',
      '4': 'Staff bookroom',
      '5': 'Counselling room',
      '6': 'Meeting and training room',
      '7': 'Rest room',
      '8': 'Mother-baby room',
      '9': "Outdoor workers' service point",
      '10': 'Canteen',
      '99': 'Other',
    },
  },
  open_days: {
    name: 'Open days',
    items: {
      '1': 'Working days',
      '2': 'Every day',
      '3': 'Monday to Saturday',
      '4': 'Weekends and holidays',
      '9': 'By appointment',
    },
  },
  home_declare_type: {
    name: 'Staff-home declaration',
    items: { '1': 'New', '2': 'Rebuilt or extended', '3': 'Yearly review' },
  },
  home_level: {
    name: 'Staff-home level sought',
    items: {
      '1': 'Staff home meeting the standard',
      '2': 'Park model staff home',
      '3': 'Recommended as Beijing model staff home',
      '4': 'Recommended as national model staff home',
    },
  },
  home_rule: {
    name: 'Staff-home house rules',
    items: {
      '1': 'Opening rules',
      '2': 'Equipment rules',
      '3': 'Safety rules',
      '4': "Members' appraisal",
      '5': 'Activity log',
      '9': 'Other',
    },
  },
  keeper_kind: {
    name: 'Kind of keeper',
    items: { '1': 'Full-time', '2': 'Part-time' },
  },
  mother_room_item: {
    name: 'Mother-baby room equipment',
    items: {
      '1': 'Nursing seat',
      '2': 'Table',
      '3': 'Power socket',
      '4': 'Hand-washing',
      '5': 'Fridge',
      '6': 'Lockable door or curtain',
      '7': 'Cot',
      '8': 'Changing table',
      '9': 'Warmer or steriliser',
      '10': 'Air conditioning',
      '11': 'Lockers',
      '12': 'Bin',
      '13': 'Tissues and wipes',
      '99': 'Other',
    },
  },
  mother_room_goods: {
    name: 'Mother-baby room goods',
    items: {
      '1': 'Fridge',
      '2': 'Electric breast pump',
      '3': 'Nursing chair',
      '4': 'Bottle warmer',
      '5': 'Steriliser',
      '6': 'Changing table',
      '7': 'Lockers',
      '8': 'Curtain or screen',
      '9': 'Air conditioner',
      '10': 'Mother-and-baby kit',
      '11': 'Parenting books',
      '99': 'Other',
    },
  },
};
