/**
 * PSTR 职业倾向测评 question bank (our own wording). PSTR is this app's name for four career
 * orientations: what kind of work object a student is drawn to, after Prediger's "world of work"
 * dimensions (people, data, things, ideas): P 人际服务 (people), S 事务规则 (structure: data,
 * records, procedures), T 技术操作 (things: tools, machines, materials), R 研究思考 (reasoning:
 * ideas, theory, inquiry). 20 statements, five per orientation, each rated on a five-point scale.
 * Scoring: pstr.ts, docs/tests.md.
 */
export type PstrDimension = 'P' | 'S' | 'T' | 'R'

export interface PstrQuestion {
  text: string
  dimension: PstrDimension
}

/** Options of every statement; option i is worth PSTR_POINTS[i]. */
export const PSTR_OPTIONS = ['非常符合', '比较符合', '说不准', '不太符合', '很不符合'] as const
export const PSTR_POINTS = [4, 3, 2, 1, 0] as const

const s = (dimension: PstrDimension, text: string): PstrQuestion => ({ text, dimension })

export const PSTR_QUESTIONS: readonly PstrQuestion[] = [
  s('P', '我喜欢和各种各样的人打交道。'),
  s('S', '我喜欢把事情安排得有条有理。'),
  s('T', '我喜欢摆弄机器、工具或电子设备。'),
  s('R', '我喜欢思考“为什么会这样”之类的问题。'),

  s('P', '帮助别人解决困难让我很有成就感。'),
  s('S', '面对大量数据或表格，我能耐心地把它们整理清楚。'),
  s('T', '比起讨论，我更愿意动手把东西做出来。'),
  s('R', '我愿意花很长时间钻研一个感兴趣的课题。'),

  s('P', '我愿意做需要经常沟通、讲解或照顾他人的工作。'),
  s('S', '我做事习惯遵守规则和流程。'),
  s('T', '看到一个装置，我会好奇它怎么工作，甚至想拆开看看。'),
  s('R', '我喜欢提出自己的观点，并找证据去论证它。'),

  s('P', '同学常常找我倾诉或听取我的建议。'),
  s('S', '我希望工作内容明确、要求清楚。'),
  s('T', '我愿意在实验室、车间或户外这样的现场工作。'),
  s('R', '读到新的理论或科学发现时，我会很兴奋。'),

  s('P', '和大家一起合作时，我比独自做事更有干劲。'),
  s('S', '做预算、做记录、核对账目这类事情我很擅长。'),
  s('T', '我能很快学会操作一种新设备或新软件。'),
  s('R', '我更喜欢需要独立分析和创新的工作。')
]
