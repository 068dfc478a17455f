/**
 * SDS 职业兴趣测评 question bank (our own wording after Holland's six interest types; not the
 * Self-Directed Search's text): 36 yes/no questions, six per type, three about activities you like
 * (喜欢…) and three about things you can do well (能做好…). Option 0 is 是 (one point), 1 is 否.
 * Scoring: sds.ts, docs/tests.md.
 */
import type { Riasec } from '../personalityMajors'

export interface SdsQuestion {
  text: string
  type: Riasec
}

export const SDS_OPTIONS = ['是', '否'] as const

const like = (type: Riasec, activity: string): SdsQuestion => ({ text: `你喜欢${activity}吗？`, type })
const can = (type: Riasec, task: string): SdsQuestion => ({ text: `你能做好${task}吗？`, type })

export const SDS_QUESTIONS: readonly SdsQuestion[] = [
  like('R', '修理自行车或家用电器'),
  like('I', '阅读科普书籍或科学杂志'),
  like('A', '画画、设计海报或做手工艺术品'),
  like('S', '给同学讲解他们不会的题'),
  like('E', '组织班级或社团的活动'),
  like('C', '把笔记和资料分类整理、归档'),

  like('R', '动手做木工、模型或手工制作'),
  like('I', '做物理、化学或生物实验'),
  like('A', '写诗、写小说或写剧本'),
  like('S', '参加志愿服务或公益活动'),
  like('E', '在竞选或辩论中争取别人的支持'),
  like('C', '记账或统计班费、活动开支'),

  like('R', '在户外种植花草、照顾小动物'),
  like('I', '琢磨一道难题，直到把它想通'),
  like('A', '演奏乐器、唱歌或登台表演'),
  like('S', '倾听朋友的烦恼并安慰他们'),
  like('E', '策划一次义卖或尝试做点小生意'),
  like('C', '按规定的流程把一件事一步步做完整'),

  can('R', '看懂机械或电路的示意图'),
  can('I', '用数学方法解决一个实际问题'),
  can('A', '给一篇文章配上合适的插图或排版'),
  can('S', '让一群陌生人很快熟悉起来'),
  can('E', '说服别人接受你的主张'),
  can('C', '用表格软件整理和汇总数据'),

  can('R', '熟练使用螺丝刀、扳手、电钻等工具'),
  can('I', '设计一个实验来验证自己的猜想'),
  can('A', '即兴编一个有趣的故事'),
  can('S', '调解同学之间的矛盾'),
  can('E', '带领一个小组按时完成任务'),
  can('C', '仔细核对资料并找出其中的错误'),

  can('R', '独立组装一件家具或一台电脑'),
  can('I', '读懂一篇科研新闻的主要结论'),
  can('A', '欣赏并评论一部电影或一件艺术作品'),
  can('S', '耐心地教小孩子学会一样东西'),
  can('E', '在很多人面前即兴发言'),
  can('C', '长时间专注地处理细致的文字或数据工作')
]
