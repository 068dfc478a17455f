/**
 * The demo catalogue's goods (示例数据, issue 23): 43 goods in the five categories of
 * types/mall.ts, each with its SKUs (name, price and list price in fen) and how its pictures are
 * drawn (demoMallImages.ts). Stock and units sold are drawn by demoMall.ts from a seeded PRNG; a
 * few SKUs are sold out or nearly so on purpose, so the pages show those states.
 */
import type { MallCategory } from '../../types/mall'
import type { MallArt } from './demoMallImages'

export interface DemoSku {
  name: string
  price: number
  original: number | null
  /** Fixed stock (sold out: 0, low: a few); drawn when absent. */
  stock?: number
}

export interface DemoGoods {
  category: MallCategory
  title: string
  subtitle: string
  /** Paragraphs of the description. */
  body: readonly string[]
  art: MallArt
  skus: readonly DemoSku[]
  /** Shown first in the default sort. */
  weight?: number
}

const sku = (name: string, price: number, original: number | null = null, stock?: number): DemoSku => ({
  name,
  price,
  original,
  ...(stock === undefined ? {} : { stock })
})

const EDITIONS = (price: number, original: number) => [sku('新高考I卷', price, original), sku('新高考II卷', price, original), sku('全国甲卷', price - 200, original)]

export const DEMO_CATALOGUE: readonly DemoGoods[] = [
  // 高考真题
  {
    category: 'exam',
    title: '高考真题全刷·数学（2025版）',
    subtitle: '近五年真题按考点重排，逐题详解',
    body: [
      '收录近五年全国卷与新高考卷数学真题，按函数、数列、立体几何、概率统计等考点重新编排，便于专题突破。',
      '每题配有思路分析、标准解答与易错提醒，压轴题附多种解法。',
      '附赠答题卡与考点索引，适合高三一轮、二轮复习使用。'
    ],
    art: { kind: 'book', color: '#2f6fd6', emblem: 'math' },
    skus: EDITIONS(3980, 5800),
    weight: 90
  },
  {
    category: 'exam',
    title: '高考真题全刷·语文（2025版）',
    subtitle: '现代文、古诗文、作文真题分类精讲',
    body: ['按论述类文本、文学类文本、文言文、古诗鉴赏、语言运用与作文六大板块整理真题。', '文言文附全文翻译与重点实词、虚词表，作文题附高分范文与评分细则。'],
    art: { kind: 'book', color: '#c0392b', emblem: 'chinese' },
    skus: EDITIONS(3680, 5200),
    weight: 85
  },
  {
    category: 'exam',
    title: '高考真题全刷·英语（2025版）',
    subtitle: '阅读、完形、七选五、写作真题全覆盖',
    body: ['收录近五年全国卷英语真题，阅读理解按题型归类，附长难句拆解与核心词汇表。', '听力部分附音频二维码（示例），写作部分提供高分句型与范文。'],
    art: { kind: 'book', color: '#16a085', emblem: 'english' },
    skus: EDITIONS(3580, 4980),
    weight: 80
  },
  {
    category: 'exam',
    title: '高考真题全刷·物理（2025版）',
    subtitle: '力学、电磁学、实验题专项归纳',
    body: ['真题按力学、电磁学、热光原、实验四大模块整理，重点题型配有受力分析图与过程图。', '实验题单独成册，附常见仪器读数与误差分析方法。'],
    art: { kind: 'book', color: '#6c5ce7', emblem: 'physics' },
    skus: [sku('新高考版', 3880, 5200), sku('全国卷版', 3680, 5200, 0)],
    weight: 70
  },
  {
    category: 'exam',
    title: '高考真题全刷·化学（2025版）',
    subtitle: '反应原理、有机、实验探究逐类突破',
    body: ['真题按化学反应原理、物质结构、有机化学、化学实验分类，附方程式速查表。', '工艺流程题与实验探究题配有答题模板，规范书写不丢分。'],
    art: { kind: 'book', color: '#e67e22', emblem: 'chemistry' },
    skus: [sku('新高考版', 3680, 4980), sku('全国卷版', 3480, 4980)]
  },
  {
    category: 'exam',
    title: '高考真题全刷·生物（2025版）',
    subtitle: '遗传、代谢、稳态与生态高频考点',
    body: ['按分子与细胞、遗传与进化、稳态与调节、生物与环境整理真题，实验设计题单列。', '遗传题附遗传图解画法与概率计算技巧。'],
    art: { kind: 'book', color: '#27ae60', emblem: 'biology' },
    skus: [sku('新高考版', 3480, 4800), sku('全国卷版', 3280, 4800)]
  },
  {
    category: 'exam',
    title: '高考真题全刷·文综（政史地）',
    subtitle: '政治、历史、地理三科合订本',
    body: ['政治、历史、地理近五年真题合订，主观题附答题角度与采分点。', '地理部分附高清地图与等值线判读方法，历史部分附时间轴。'],
    art: { kind: 'book', color: '#8e6e53', emblem: 'globe' },
    skus: [sku('合订本', 5980, 8800), sku('政治单册', 2680, 3600), sku('历史单册', 2680, 3600), sku('地理单册', 2680, 3600)]
  },
  {
    category: 'exam',
    title: '五年真题三年模拟·全科套装',
    subtitle: '九科全套，高三复习一站配齐',
    body: ['语数外物化生政史地九科全套，每科含五年真题与三年名校模拟题。', '按物理类、历史类组合成套，也可单科购买。', '套装附赠错题本一册与复习规划表。'],
    art: { kind: 'set', colors: ['#2f6fd6', '#c0392b', '#16a085', '#6c5ce7', '#e67e22'], emblem: 'star' },
    skus: [sku('物理类组合（6册）', 19800, 26800), sku('历史类组合（6册）', 19800, 26800), sku('九科全套', 28800, 39800, 3)],
    weight: 95
  },
  {
    category: 'exam',
    title: '高考冲刺押题卷·42套',
    subtitle: '名校联考精选，考前实战演练',
    body: ['精选全国名校联考与模拟卷共 42 套，覆盖主要科目，题量、难度贴近高考。', '每套附答题卡与详细解析，建议考前按考试时间限时训练。'],
    art: { kind: 'book', color: '#d35400', emblem: 'target' },
    skus: [sku('理科版', 4580, 6800), sku('文科版', 4580, 6800)]
  },
  // 志愿填报
  {
    category: 'application',
    title: '高考志愿填报指南（2025版）',
    subtitle: '从分数到录取，一本讲透填报规则',
    body: ['系统讲解平行志愿、投档规则、位次法与冲稳保策略，附各批次填报流程图。', '收录常见填报误区与真实案例分析，帮助考生和家长少走弯路。'],
    art: { kind: 'book', color: '#0c7cd5', emblem: 'compass' },
    skus: [sku('标准版', 4980, 6800), sku('精装版（附院校速查册）', 6980, 9800)],
    weight: 88
  },
  {
    category: 'application',
    title: '大学专业解读大全',
    subtitle: '500+ 本科专业：学什么、去哪儿、就业怎样',
    body: ['按学科门类介绍 500 多个本科专业的主干课程、培养方向与典型就业去向。', '附专业选科要求对照表，新高考考生选科、选专业一并参考。'],
    art: { kind: 'book', color: '#1abc9c', emblem: 'cap' },
    skus: [sku('单册', 5880, 7800)]
  },
  {
    category: 'application',
    title: '全国高校录取分数线速查手册',
    subtitle: '近三年分省投档线与位次（示例数据）',
    body: ['汇总近三年各省本科批次院校投档线与最低位次，按省份、院校编排，便于快速查阅。', '本手册为示例商品，内容为示例数据，仅供演示。'],
    art: { kind: 'book', color: '#34495e', emblem: 'chart' },
    skus: [sku('物理类', 6800, 8800), sku('历史类', 6800, 8800)]
  },
  {
    category: 'application',
    title: '志愿填报一对一咨询服务',
    subtitle: '资深规划师 1 对 1，定制冲稳保方案',
    body: [
      '出分后预约资深规划师 1 对 1 线上咨询，结合分数、位次、选科与兴趣定制志愿方案。',
      '基础版含 60 分钟咨询与方案一份，专家版另含两次方案调整与填报前复核。',
      '本服务为示例商品，下单后不会提供真实服务。'
    ],
    art: { kind: 'service', color: '#ff7a45' },
    skus: [sku('基础版（60 分钟）', 29900, 39900), sku('专家版（含复核）', 69900, 89900, 2)],
    weight: 60
  },
  {
    category: 'application',
    title: '新高考选科指南',
    subtitle: '3+1+2 选科组合与专业覆盖率分析',
    body: ['分析 3+1+2 模式下 12 种选科组合的专业覆盖率、竞争情况与适合人群。', '附选科决策表，帮助高一学生结合兴趣与成绩做出选择。'],
    art: { kind: 'book', color: '#9b59b6', emblem: 'pin' },
    skus: [sku('单册', 3280, 4500)]
  },
  {
    category: 'application',
    title: '强基计划报考全攻略',
    subtitle: '校测真题、面试要点与时间线',
    body: ['梳理强基计划试点高校的招生专业、入围规则与综合成绩计算方式。', '收录部分高校校测回忆题与面试常见问题，附备考时间线。'],
    art: { kind: 'book', color: '#b03a2e', emblem: 'building' },
    skus: [sku('单册', 4280, 5800)]
  },
  {
    category: 'application',
    title: '中外合作办学报考手册',
    subtitle: '项目、学费、学位一册看清',
    body: ['介绍中外合作办学机构与项目的区别、学费水平、学位授予与出国衔接方式。', '附主要项目名录与报考注意事项。'],
    art: { kind: 'book', color: '#2980b9', emblem: 'globe' },
    skus: [sku('单册', 3880, 4800)]
  },
  {
    category: 'application',
    title: '大学生涯规划与职业选择',
    subtitle: '从专业到职业，提前看清四年',
    body: ['帮助准大学生了解大学学习方式、转专业、辅修与升学就业路径。', '附职业兴趣自测（示例）与规划模板。'],
    art: { kind: 'book', color: '#f39c12', emblem: 'target' },
    skus: [sku('单册', 3980, 5200)]
  },
  {
    category: 'application',
    title: '名校招生简章汇编',
    subtitle: '双一流高校招生政策一览',
    body: ['汇编双一流建设高校的招生章程要点：选科要求、单科成绩要求、体检限制与录取规则。', '本书为示例商品，内容为示例数据。'],
    art: { kind: 'book', color: '#7f8c8d', emblem: 'building' },
    skus: [sku('单册', 5280, 6800)]
  },
  // 教辅资料
  {
    category: 'tutoring',
    title: '高中数学知识清单',
    subtitle: '公式定理一本通，口袋随身查',
    body: ['涵盖高中数学全部知识点与常用二级结论，配典型例题与图示。', '小开本便携设计，适合碎片时间复习。'],
    art: { kind: 'book', color: '#3867d6', emblem: 'math' },
    skus: [sku('口袋版', 2280, 3200), sku('大开本', 2980, 3800)],
    weight: 75
  },
  {
    category: 'tutoring',
    title: '高考英语 3500 词乱序版',
    subtitle: '词根联想记忆，配例句与真题用法',
    body: ['收录高考大纲 3500 词，乱序编排避免“abandon 效应”，每词配真题例句。', '附 21 天背诵计划表与自测卷。'],
    art: { kind: 'book', color: '#20bf6b', emblem: 'english' },
    skus: [sku('单册', 2580, 3500), sku('单册 + 默写本', 3280, 4200)],
    weight: 72
  },
  {
    category: 'tutoring',
    title: '高中物理必刷题',
    subtitle: '分层训练：基础、提升、拓展',
    body: ['按章节编排，每节含基础、提升、拓展三个层次的练习，附详细答案。', '适合高一至高三同步练习与复习。'],
    art: { kind: 'book', color: '#4b7bec', emblem: 'physics' },
    skus: [sku('必修一', 3280, 4200), sku('必修二', 3280, 4200), sku('选择性必修', 3580, 4500)]
  },
  {
    category: 'tutoring',
    title: '化学方程式与反应速查手册',
    subtitle: '无机、有机方程式分类汇总',
    body: ['按元素与反应类型汇总高中化学方程式，标注反应条件与现象。', '附离子方程式书写规则与常见错误。'],
    art: { kind: 'book', color: '#fa8231', emblem: 'chemistry' },
    skus: [sku('单册', 1980, 2800)]
  },
  {
    category: 'tutoring',
    title: '高考必背古诗文 72 篇',
    subtitle: '原文、注释、译文、默写练习',
    body: ['收录高考必背古诗文 72 篇，每篇配注释、译文与理解性默写练习。', '附易错字词汇总，默写不丢分。'],
    art: { kind: 'book', color: '#a5402d', emblem: 'chinese' },
    skus: [sku('单册', 1880, 2600)],
    weight: 65
  },
  {
    category: 'tutoring',
    title: '高考作文素材（2025版）',
    subtitle: '时评热点、人物事例、名言金句',
    body: ['精选年度时评热点与人物事例，按主题分类，配使用示范。', '附名言金句与高分开头结尾。'],
    art: { kind: 'book', color: '#e84393', emblem: 'pencil' },
    skus: [sku('单册', 2680, 3600)]
  },
  {
    category: 'tutoring',
    title: '高中数学压轴题突破',
    subtitle: '导数、圆锥曲线专项精讲',
    body: ['聚焦导数与圆锥曲线两大压轴题型，总结常见设问与通用解法。', '每类题配有分步得分策略，帮助多拿过程分。'],
    art: { kind: 'book', color: '#2d3436', emblem: 'math' },
    skus: [sku('导数篇', 2980, 3800), sku('圆锥曲线篇', 2980, 3800), sku('两册套装', 5480, 7600)]
  },
  {
    category: 'tutoring',
    title: '高一同步讲义·全科',
    subtitle: '新教材同步，课前预习课后巩固',
    body: ['按新教材章节同步编写，每课含知识梳理、典例精讲与课后练习。', '适合高一新生衔接初高中学习。'],
    art: { kind: 'set', colors: ['#45aaf2', '#26de81', '#fd9644', '#a55eea'], emblem: 'bulb' },
    skus: [sku('上册套装', 12800, 16800), sku('下册套装', 12800, 16800)]
  },
  {
    category: 'tutoring',
    title: '错题整理方法与模板',
    subtitle: '学霸都在用的错题本整理法',
    body: ['讲解错题分类、归因与复习节奏，附各科错题整理模板。', '配合错题本使用效果更佳。'],
    art: { kind: 'book', color: '#00a8a8', emblem: 'bulb' },
    skus: [sku('单册', 1580, 2200)]
  },
  // 文具用品
  {
    category: 'stationery',
    title: '考试专用中性笔 0.5mm',
    subtitle: '速干顺滑，答题卡书写不洇墨',
    body: ['全针管 0.5mm 笔头，书写顺滑，速干不蹭手，扫描阅卷清晰。', '可替换笔芯，按颜色与数量选择。'],
    art: { kind: 'pens', colors: ['#2d3436', '#2d3436', '#0984e3', '#d63031', '#2d3436'] },
    skus: [sku('黑色 12 支', 1590, 2400), sku('黑色 24 支', 2790, 4200), sku('黑蓝红混装 12 支', 1690, 2400), sku('替换芯 20 支', 1290, 1800)],
    weight: 86
  },
  {
    category: 'stationery',
    title: '错题本 A5 加厚',
    subtitle: '分区版式：原题、错因、正解、反思',
    body: ['A5 尺寸，每页分为原题、错因、正解、反思四区，整理更有条理。', '80g 护眼纸，书写不透。'],
    art: { kind: 'notebook', color: '#74b9ff' },
    skus: [sku('5 本装', 1980, 2800), sku('10 本装', 3580, 5200)],
    weight: 78
  },
  {
    category: 'stationery',
    title: '双头荧光笔套装',
    subtitle: '粗细双头，标重点不透纸',
    body: ['一头斜头画重点，一头细头做标注，柔和色系不刺眼。', '水性墨水，不易透纸。'],
    art: { kind: 'highlighters', colors: ['#ffe066', '#ff9ff3', '#7bed9f', '#70a1ff'] },
    skus: [sku('6 色', 1280, 1800), sku('12 色', 2180, 3000)]
  },
  {
    category: 'stationery',
    title: 'B5 活页本',
    subtitle: '26 孔可拆卸，笔记随心整理',
    body: ['26 孔金属活页夹，内页可随时增减与调整顺序。', '随本附横线、方格、空白三种内页各 20 张。'],
    art: { kind: 'binder', color: '#a29bfe' },
    skus: [sku('本夹 + 60 张内页', 2680, 3600), sku('替换内页 100 张', 1480, 2000)]
  },
  {
    category: 'stationery',
    title: '便利贴套装',
    subtitle: '多色可重复粘贴，标签记事两用',
    body: ['多种尺寸与颜色组合，可重复粘贴不留痕。', '适合记单词、标页码和做计划。'],
    art: { kind: 'sticky', colors: ['#ffeaa7', '#fab1a0', '#81ecec', '#a29bfe'] },
    skus: [sku('4 色 400 张', 990, 1500)]
  },
  {
    category: 'stationery',
    title: 'A4 文件收纳袋',
    subtitle: '按科目分类，试卷不再乱',
    body: ['A4 加厚透明收纳袋，按扣设计，试卷讲义分科收纳。', '多色可选，贴标签区便于区分科目。'],
    art: { kind: 'folder', color: '#55efc4' },
    skus: [sku('10 只装', 1590, 2200), sku('20 只装', 2790, 3800)]
  },
  {
    category: 'stationery',
    title: '2B 涂卡铅笔套装',
    subtitle: '考试专用，涂卡清晰识别准',
    body: ['2B 铅芯浓度适中，机读识别准确。', '套装含涂卡铅笔、橡皮与卷笔刀。'],
    art: { kind: 'pencils', colors: ['#2d3436', '#fdcb6e', '#2d3436'] },
    skus: [sku('涂卡笔 3 支 + 橡皮', 890, 1200), sku('考试套装（含直尺、圆规）', 1890, 2600)],
    weight: 68
  },
  {
    category: 'stationery',
    title: '透明考试笔袋',
    subtitle: '符合考场要求，一目了然',
    body: ['透明 PVC 材质，符合多数考场“透明笔袋”要求。', '容量足够放下笔、尺、橡皮与准考证。'],
    art: { kind: 'pouch', color: '#74b9ff' },
    skus: [sku('透明蓝', 990, 1500), sku('透明白', 990, 1500)]
  },
  // 考试好物
  {
    category: 'gift',
    title: '护眼学习台灯',
    subtitle: '无频闪、高显色，夜读不累眼',
    body: ['直流调光无频闪，显色指数 Ra≥95，四档色温可调。', '长臂设计照亮整张书桌，适合夜间学习。'],
    art: { kind: 'lamp', color: '#dfe6e9' },
    skus: [sku('标准款', 19900, 29900), sku('智能感光款', 29900, 39900)],
    weight: 82
  },
  {
    category: 'gift',
    title: '316 不锈钢保温杯 500ml',
    subtitle: '12 小时保温，考场随身带',
    body: ['316 不锈钢内胆，保温保冷长达 12 小时。', '一键弹盖，单手即可开合。'],
    art: { kind: 'bottle', color: '#ff7675' },
    skus: [sku('樱花粉', 5900, 8900), sku('雾霾蓝', 5900, 8900), sku('曜石黑', 5900, 8900)]
  },
  {
    category: 'gift',
    title: '静音学习计时器',
    subtitle: '番茄钟 / 倒计时，专注不分心',
    body: ['静音、震动、灯光三种提醒方式，自习室也能用。', '支持正计时与倒计时，适合番茄工作法与限时训练。'],
    art: { kind: 'timer', color: '#55efc4' },
    skus: [sku('薄荷绿', 3900, 5900), sku('奶油白', 3900, 5900, 0)],
    weight: 66
  },
  {
    category: 'gift',
    title: '隔音睡眠耳塞',
    subtitle: '慢回弹海绵，宿舍午休好帮手',
    body: ['慢回弹记忆海绵，贴合耳道，有效降低环境噪音。', '附便携收纳盒。'],
    art: { kind: 'earplugs', color: '#fd79a8' },
    skus: [sku('10 副装', 1990, 2900)]
  },
  {
    category: 'gift',
    title: '金属书立',
    subtitle: '加厚防滑，书桌整洁有序',
    body: ['加厚金属材质，底部防滑垫，不易倾倒。', '一对装，可放课本与资料。'],
    art: { kind: 'bookends', color: '#636e72' },
    skus: [sku('一对装', 2590, 3500)]
  },
  {
    category: 'gift',
    title: '午睡趴睡枕',
    subtitle: '教室午休不压手，醒来不脸红',
    body: ['人体工学凹槽设计，趴睡时手臂有处放。', '外套可拆洗，柔软亲肤。'],
    art: { kind: 'pillow', color: '#81ecec' },
    skus: [sku('浅蓝', 4900, 6900), sku('米白', 4900, 6900)]
  },
  {
    category: 'gift',
    title: '可调节阅读架',
    subtitle: '抬高视线，久坐不低头',
    body: ['多档角度调节，书本、平板都可放。', '可折叠收纳，带书页夹。'],
    art: { kind: 'stand', color: '#e17055' },
    skus: [sku('标准款', 3900, 5500)]
  },
  {
    category: 'gift',
    title: '大容量减负双肩书包',
    subtitle: '护脊背板，分区收纳',
    body: ['S 型护脊肩带与透气背板，减轻肩背负担。', '大容量主袋与多个分区，书本文具分开放。'],
    art: { kind: 'backpack', color: '#0984e3' },
    skus: [sku('深海蓝', 15900, 22900), sku('石墨灰', 15900, 22900)],
    weight: 64
  }
]
