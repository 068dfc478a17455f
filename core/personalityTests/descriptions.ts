/**
 * What the result pages say about each type (our own wording): MBTI's 16 types, Kolb's four
 * styles, Holland's six interest types and the four PSTR orientations. Data only.
 */
import type { Riasec } from '../personalityMajors'
import type { KolbStyle } from './kolb'
import type { PstrDimension } from './pstrQuestions'

export interface TypeText {
  name: string
  summary: string
}

export const MBTI_TEXT: Record<string, TypeText> = {
  INTJ: { name: '独立的战略家', summary: '习惯从全局出发制定长远计划，重视逻辑与效率，喜欢独立钻研复杂的问题。' },
  INTP: { name: '好奇的思考者', summary: '热衷探究事物背后的原理，思维灵活，喜欢构建和推敲各种理论。' },
  ENTJ: { name: '果断的组织者', summary: '目标明确、善于统筹，乐于承担领导责任，推动团队把计划落地。' },
  ENTP: { name: '敏捷的创新者', summary: '点子多、爱辩论，擅长从新角度看问题，喜欢挑战常规做法。' },
  INFJ: { name: '深思的引导者', summary: '重视意义与价值，能体察他人的需要，愿意为理想默默坚持。' },
  INFP: { name: '真诚的理想者', summary: '内心丰富、忠于自己的价值观，富有同理心和创造力。' },
  ENFJ: { name: '热忱的鼓舞者', summary: '善于理解和激励他人，乐于组织大家朝共同的目标努力。' },
  ENFP: { name: '热情的探索者', summary: '充满好奇与热情，擅长与人建立联系，喜欢尝试新的可能。' },
  ISTJ: { name: '可靠的执行者', summary: '认真负责、尊重事实，按计划一丝不苟地把事情做好。' },
  ISFJ: { name: '细心的守护者', summary: '体贴周到、踏实可靠，常常默默照顾身边的人。' },
  ESTJ: { name: '务实的管理者', summary: '讲求效率和秩序，善于制定规则并带领大家执行。' },
  ESFJ: { name: '热心的协调者', summary: '乐于助人、重视和谐，善于维系团队和人际关系。' },
  ISTP: { name: '冷静的实干家', summary: '动手能力强，善于分析并解决眼前的具体问题。' },
  ISFP: { name: '温和的创作者', summary: '感受细腻、审美敏锐，喜欢用作品表达自己。' },
  ESTP: { name: '灵活的行动派', summary: '反应快、敢于尝试，擅长在现场随机应变。' },
  ESFP: { name: '活力的表演者', summary: '开朗外向、享受当下，善于带动身边的气氛。' }
}

export const KOLB_TEXT: Record<KolbStyle, TypeText & { tip: string }> = {
  diverging: {
    name: '发散型',
    summary: '偏重具体体验和反思观察：善于从多个角度看待具体情境，想象力丰富，喜欢头脑风暴和与人交流。',
    tip: '多参加讨论和小组活动，用思维导图整理想法；遇到需要结论的任务时，给自己定一个截止时间。'
  },
  assimilating: {
    name: '同化型',
    summary: '偏重抽象概括和反思观察：善于把零散的信息整理成清晰的概念和理论，重视逻辑是否严密。',
    tip: '读教材、听讲座、整理知识框架对你最有效；有意识地把理论用到习题和实际问题上。'
  },
  converging: {
    name: '聚合型',
    summary: '偏重抽象概括和主动实践：善于把理论用于解决实际问题，喜欢找到明确的答案，擅长技术性任务。',
    tip: '多做练习、实验和项目，在解决问题中学习；也留些时间听听别人的不同看法。'
  },
  accommodating: {
    name: '顺应型',
    summary: '偏重具体体验和主动实践：喜欢动手和新鲜的经历，凭直觉行动，敢于尝试，适应变化快。',
    tip: '在实践、实习和真实任务中学得最好；动手之前花几分钟想清楚目标和步骤。'
  }
}

export const RIASEC_TEXT: Record<Riasec, TypeText> = {
  R: { name: '现实型', summary: '喜欢动手操作工具、机器和材料，偏好具体、实在的任务。' },
  I: { name: '研究型', summary: '喜欢观察、分析和探究，愿意独立思考抽象或科学的问题。' },
  A: { name: '艺术型', summary: '喜欢创作和自我表达，重视审美与想象，偏好自由的环境。' },
  S: { name: '社会型', summary: '喜欢与人相处，乐于帮助、教导和照顾他人。' },
  E: { name: '企业型', summary: '喜欢组织、领导和说服他人，愿意为目标承担风险。' },
  C: { name: '常规型', summary: '喜欢有条理、有规则的工作，细心耐心，擅长处理数据和文书。' }
}

export const PSTR_TEXT: Record<PstrDimension, TypeText> = {
  P: { name: '人际服务型', summary: '更愿意和人打交道：沟通、讲解、照顾、协调，从帮助他人中获得成就感。' },
  S: { name: '事务规则型', summary: '更愿意和数据、记录、流程打交道：把事情安排得有条有理、准确无误。' },
  T: { name: '技术操作型', summary: '更愿意和工具、机器、材料打交道：动手制作、操作和维修，看得见成果。' },
  R: { name: '研究思考型', summary: '更愿意和思想、理论打交道：提出问题、分析论证、探索新知。' }
}
