/**
 * The local provider's sample materials (示例数据, issue 24, docs/xkw.md "Demo"): our own titles and
 * summaries, written for this app. 36 materials across the 高中 subjects and grades (and a few 初三),
 * the five types, most priced ¥2–¥10, some free; four topics (专题) of papers.
 */
import type { XkwGrade, XkwStage, XkwSubject, XkwType } from '../../types/xkw'

export interface DemoTopic {
  title: string
  stage: XkwStage
  subject: XkwSubject
  description: string
}

export interface DemoMaterial {
  title: string
  stage: XkwStage
  subject: XkwSubject
  grade: XkwGrade
  type: XkwType
  year: number
  region: string
  pages: number
  priceFen: number
  /** Index into DEMO_TOPICS. */
  topic?: number
  summary: string
  /** Section headings drawn on its pages. */
  sections: readonly string[]
}

export const DEMO_TOPICS: readonly DemoTopic[] = [
  { title: '函数与导数压轴题突破', stage: '高中', subject: '数学', description: '高三二轮复习：导数与不等式、零点、极值点偏移等常见压轴题型，按难度分层。' },
  { title: '高一物理运动学专项', stage: '高中', subject: '物理', description: '匀变速直线运动、自由落体与运动图像，配套课时训练与单元检测。' },
  { title: '英语阅读理解精练', stage: '高中', subject: '英语', description: '高二高三阅读理解专项：细节理解、推理判断、主旨大意与七选五。' },
  { title: '初三化学实验探究', stage: '初中', subject: '化学', description: '中考化学实验探究题：气体制取、物质检验与除杂、实验方案评价。' }
]

const EXAM = ['一、选择题', '二、填空题', '三、解答题'] as const
const COURSEWARE = ['学习目标', '新课导入', '典例精讲', '课堂练习'] as const
const PLAN = ['教学目标', '教学重难点', '教学过程', '板书设计'] as const
const GUIDE = ['学习目标', '自主预习', '合作探究', '当堂检测'] as const
const POINTS = ['核心概念', '方法归纳', '易错提醒'] as const

const m = (
  subject: XkwSubject,
  grade: XkwGrade,
  type: XkwType,
  title: string,
  priceFen: number,
  summary: string,
  extra: Partial<Pick<DemoMaterial, 'topic' | 'year' | 'region' | 'pages'>> = {}
): DemoMaterial => ({
  title,
  stage: grade.startsWith('初') ? '初中' : '高中',
  subject,
  grade,
  type,
  year: extra.year ?? 2025,
  region: extra.region ?? '全国',
  pages: extra.pages ?? (type === '试卷' ? 6 : type === '知识点' ? 3 : 5),
  priceFen,
  topic: extra.topic,
  summary,
  sections: type === '试卷' ? EXAM : type === '课件' ? COURSEWARE : type === '教案' ? PLAN : type === '学案' ? GUIDE : POINTS
})

export const DEMO_MATERIALS: readonly DemoMaterial[] = [
  m('数学', '高三', '试卷', '导数综合压轴题分层训练（一）', 600, '精选导数与函数综合题 12 道，按基础、提升、压轴分层，附详细解析思路。', { topic: 0 }),
  m('数学', '高三', '试卷', '导数综合压轴题分层训练（二）', 600, '含参函数单调性、恒成立与零点个数问题，配评分要点。', { topic: 0 }),
  m('数学', '高三', '试卷', '极值点偏移专题检测卷', 800, '极值点偏移的对称构造与比值代换两种方法，10 道由易到难。', { topic: 0 }),
  m('数学', '高三', '知识点', '导数常用不等式放缩汇总', 0, '切线放缩、对数与指数不等式的常用结论一页纸总结。', { topic: 0 }),
  m('数学', '高一', '课件', '集合的概念与表示 课件', 300, '从生活实例引入集合，讲解列举法与描述法，配课堂练习。'),
  m('数学', '高二', '试卷', '空间向量与立体几何单元测试', 500, '空间向量的坐标运算、夹角与距离，含 4 道解答题。'),
  m('数学', '高二', '学案', '等差数列的前 n 项和 导学案', 200, '倒序相加法推导求和公式，分层练习与课后反思。'),
  m('物理', '高一', '试卷', '匀变速直线运动规律课时训练', 400, '速度公式、位移公式与推论的基础训练 15 题。', { topic: 1 }),
  m('物理', '高一', '试卷', '自由落体运动专项练习', 300, '自由落体与竖直上抛，含频闪照片类题目。', { topic: 1 }),
  m('物理', '高一', '试卷', '运动图像综合检测', 500, 'x-t 与 v-t 图像的识别、面积与斜率的物理意义。', { topic: 1 }),
  m('物理', '高一', '课件', '牛顿第一定律 课件', 400, '理想斜面实验与惯性，配演示动画说明页。'),
  m('物理', '高三', '知识点', '电磁感应知识清单', 0, '楞次定律、法拉第电磁感应定律与常见模型归纳。'),
  m('物理', '高二', '教案', '闭合电路欧姆定律 教案', 600, '以电源电动势与内阻为主线的一课时教学设计。'),
  m('英语', '高二', '试卷', '阅读理解细节题专练', 500, '四篇不同题材文章，聚焦细节理解与定位技巧。', { topic: 2 }),
  m('英语', '高三', '试卷', '阅读理解推理判断专练', 500, '推理判断与作者意图题，附错因分析。', { topic: 2 }),
  m('英语', '高三', '试卷', '七选五解题方法与训练', 600, '段首、段中、段尾设空的解题思路与 6 组训练。', { topic: 2 }),
  m('英语', '高一', '学案', '定语从句 导学案', 200, '关系代词与关系副词的用法辨析，配改错练习。'),
  m('英语', '高三', '知识点', '高考英语高频词组整理', 0, '按话题分类的高频短语与例句。'),
  m('化学', '初三', '试卷', '气体的制取与收集实验题', 300, '氧气、二氧化碳的制取装置选择与改进。', { topic: 3 }),
  m('化学', '初三', '试卷', '物质的检验与除杂专项', 400, '常见离子与气体的检验、除杂试剂与顺序。', { topic: 3 }),
  m('化学', '初三', '试卷', '实验方案设计与评价', 500, '从可行性、安全性与环保角度评价实验方案。', { topic: 3 }),
  m('化学', '高一', '课件', '物质的量 课件', 400, '从宏观到微观：摩尔、摩尔质量与阿伏加德罗常数。'),
  m('化学', '高二', '知识点', '化学反应原理知识框架', 200, '反应热、速率与平衡、电离平衡的知识结构图。'),
  m('化学', '高三', '试卷', '化学反应原理综合测试', 800, '平衡常数计算、图像分析与电化学综合。'),
  m('生物', '高一', '教案', '细胞膜的结构与功能 教案', 500, '流动镶嵌模型的探究式教学设计。'),
  m('生物', '高二', '试卷', '遗传规律专项训练', 600, '分离定律与自由组合定律的计算与实验设计。'),
  m('生物', '高三', '知识点', '生物易错概念辨析', 0, '细胞、代谢、遗传与稳态中的 40 组易混概念。'),
  m('语文', '高一', '课件', '《沁园春·长沙》赏析 课件', 300, '意象、炼字与情感的分析，配朗读指导。'),
  m('语文', '高三', '试卷', '文言文阅读专项训练', 500, '实词推断、断句与翻译的方法与 5 篇训练。'),
  m('语文', '高二', '学案', '议论文论证方法 导学案', 200, '举例、道理、对比论证的识别与运用。'),
  m('语文', '高三', '知识点', '古诗词鉴赏答题术语', 0, '表现手法、修辞与情感类答题术语整理。'),
  m('历史', '高一', '试卷', '中外历史纲要（上）期中检测', 600, '先秦至明清的选择题与材料分析题。'),
  m('历史', '高三', '知识点', '中国近现代史时间轴', 200, '1840 年以来的重要事件与阶段特征。'),
  m('政治', '高二', '教案', '哲学与文化 第一课 教案', 500, '追求智慧的学问：哲学的基本问题与教学活动设计。'),
  m('地理', '高一', '课件', '大气的受热过程 课件', 400, '太阳辐射、地面辐射与大气逆辐射的图解。'),
  m('地理', '高三', '试卷', '区域地理综合检测', 1000, '以区域图为载体的自然与人文地理综合题。', { pages: 8 })
]
