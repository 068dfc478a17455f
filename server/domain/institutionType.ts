/**
 * 院校类型 from the institution's name (the ministry's list has no type column).
 *
 * The rule: the first group below whose keywords occur in the name wins, in this order:
 *   军事 → 师范 → 农林 → 医药 → 体育 → 艺术 → 语言 → 财经 → 政法 → 民族 → 理工
 * and a name with none of them is 综合 when it is a 大学 or a 学院/学校 that names no subject
 * (黄山学院, 深圳职业技术大学, 潍坊职业学院: local institutions teaching many subjects), else 其他.
 * The order settles names that carry two subjects, the way the common guides classify them:
 *   江西科技师范大学 → 师范 (before 理工)   中南林业科技大学 → 农林 (before 理工)
 *   江苏畜牧兽医职业技术学院 → 农林 (兽医 is not 医药)   右江民族医学院 → 医药 (before 民族)
 *   天津体育学院运动与文化艺术学院 → 体育   广东外语外贸大学 → 语言 (before 财经)
 *   中南财经政法大学 → 财经 (before 政法)   浙江工商大学 → 财经 (工商 before 理工's 工)
 * Keywords are two characters or more where one character would hit place names (商丘, 吉林,
 * 桂林, 榆林, 林芝); 医 and 药 stand alone because no place name in the list carries them.
 * 传媒/电影/戏剧/美术/音乐/舞蹈/服装/设计 count as 艺术 (the 传媒 institutions train for the arts
 * and broadcasting, and the guides list them with the art schools; 艺术 comes before 理工, so the
 * 纺织服装 colleges are 艺术 too). 职业技术 alone names no subject.
 * 军事 has no institution in the ministry's list (military academies are listed separately) and
 * stays for imported lists.
 */
import type { InstitutionType } from '../../types/gaokao'

export const TYPE_RULES: readonly { type: InstitutionType; keywords: readonly string[] }[] = [
  { type: '军事', keywords: ['军事', '陆军', '海军', '空军', '火箭军'] },
  { type: '师范', keywords: ['师范', '幼儿', '幼师', '教育学院'] },
  { type: '农林', keywords: ['农业', '农林', '农牧', '农垦', '农学', '林业', '园林', '畜牧', '兽医', '水产'] },
  { type: '医药', keywords: ['医', '药', '卫生', '护理', '健康', '康复', '康养', '推拿', '口腔'] },
  { type: '体育', keywords: ['体育', '武术'] },
  { type: '艺术', keywords: ['艺术', '美术', '音乐', '戏剧', '戏曲', '电影', '影视', '传媒', '舞蹈', '服装', '设计', '动画', '动漫', '演艺', '文艺'] },
  { type: '语言', keywords: ['外国语', '外语', '语言', '翻译', '俄语'] },
  { type: '财经', keywords: ['财', '经济', '经贸', '商学', '商业', '商贸', '商务', '工商', '金融', '会计', '税务', '审计', '保险', '贸易', '物资', '物流'] },
  { type: '政法', keywords: ['政法', '政治', '警察', '警官', '公安', '司法', '检察', '法律', '外交', '国际关系'] },
  { type: '民族', keywords: ['民族'] },
  {
    type: '理工',
    keywords: [
      '理工',
      '工业',
      '工程',
      '工学院',
      '科技',
      '科学技术',
      '交通',
      '电子',
      '航空',
      '航天',
      '民航',
      '石油',
      '石化',
      '矿业',
      '煤炭',
      '地质',
      '化工',
      '电力',
      '电气',
      '建筑',
      '城建',
      '铁道',
      '铁路',
      '邮电',
      '信息',
      '机电',
      '机械',
      '汽车',
      '轻工',
      '纺织',
      '冶金',
      '钢铁',
      '水利',
      '水电',
      '能源',
      '测绘',
      '气象',
      '船舶',
      '海事',
      '计算机',
      '软件',
      '通信',
      '光电',
      '材料',
      '计量',
      '电机',
      '印刷',
      '航海',
      '航运',
      '海运',
      '船员',
      '港湾',
      '飞行',
      '通航',
      '轨道',
      '运输',
      '制造',
      '电讯',
      '电信',
      '数据',
      '数字',
      '智能',
      '网络',
      '地矿',
      '矿冶',
      '有色金属',
      '黄金',
      '铝业',
      '锡业',
      '资源',
      '环境',
      '城市建设',
      '城乡建设',
      '建设职业',
      '安全技术'
    ]
  }
]

/** A 大学, 学院 or 学校 with no subject keyword: a comprehensive institution. */
const GENERAL = /(大学|学院|学校)/

export function institutionTypeOf(name: string): InstitutionType {
  for (const rule of TYPE_RULES) {
    if (rule.keywords.some((keyword) => name.includes(keyword))) return rule.type
  }
  return GENERAL.test(name) ? '综合' : '其他'
}
