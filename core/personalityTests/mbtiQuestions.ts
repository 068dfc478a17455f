/**
 * MBTI 性格测评 question bank (our own wording, written for senior-high students; not the text of
 * any published instrument): 24 forced-choice questions, six per dichotomy (E/I, S/N, T/F, J/P),
 * each option counting one point for one pole. Which pole is option A alternates, so a habit of
 * always picking A does not favour one side. Scoring: mbti.ts, docs/tests.md.
 */
import { paired, type PairedQuestion } from './common'

export type MbtiPole = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P'

const q = paired

export const MBTI_QUESTIONS: readonly PairedQuestion<MbtiPole>[] = [
  // E / I: where energy comes from
  q('参加一场陌生人较多的聚会之后，你通常：', '觉得精神更足了', 'E', '想一个人安静地待一会儿', 'I'),
  q('遇到难题时，你更习惯：', '先自己想清楚再和别人说', 'I', '找人边聊边理清思路', 'E'),
  // S / N: how information is taken in
  q('学习新知识时，你更喜欢：', '从具体的例子和步骤开始', 'S', '先弄懂背后的原理和整体框架', 'N'),
  q('同学们更常这样评价你：', '想象力丰富，常有新点子', 'N', '踏实细心，注重实际', 'S'),
  // T / F: how decisions are made
  q('做决定时，你更看重：', '是否合乎逻辑、对谁都一样公平', 'T', '会不会让相关的人难过', 'F'),
  q('朋友向你诉苦时，你通常先：', '表示理解，陪他聊聊心里的感受', 'F', '帮他分析问题出在哪里', 'T'),
  // J / P: how life is organised
  q('考试前，你通常：', '早早列好复习计划并照着做', 'J', '临近考试时集中冲刺', 'P'),
  q('出门旅行，你更喜欢：', '走到哪算哪，随时调整', 'P', '提前订好路线和住处', 'J'),

  q('到了一个新班级，你往往：', '很快主动认识新同学', 'E', '先观察，慢慢熟悉', 'I'),
  q('理想的周末是：', '在家看书或做自己喜欢的事', 'I', '约上朋友出去玩', 'E'),
  q('读完一篇文章，你更容易记住：', '其中的事实和细节', 'S', '它带给你的启发和联想', 'N'),
  q('你更感兴趣的是：', '将来可能会怎样', 'N', '眼下实际是怎样', 'S'),
  q('你更希望别人说你：', '讲道理、有判断力', 'T', '有同情心、待人温暖', 'F'),
  q('同学之间发生争执，你倾向于：', '先照顾双方的情绪，缓和气氛', 'F', '先弄清楚谁对谁错', 'T'),
  q('你的书桌和资料：', '大多整整齐齐、各归其位', 'J', '看起来有点乱，但你找得到', 'P'),
  q('面对一项新任务，你倾向于：', '先多收集信息，不急着定下来', 'P', '尽快定好方案开始做', 'J'),

  q('小组讨论时，你更常：', '抢先发言，边说边想', 'E', '听完大家的意见再开口', 'I'),
  q('你的朋友圈更像：', '少数几个很知心的朋友', 'I', '在各种场合认识的很多朋友', 'E'),
  q('做手工或实验时，你倾向于：', '按说明书一步一步来', 'S', '试试自己想出来的新做法', 'N'),
  q('向别人讲一件事时，你通常：', '打比方，讲整体的印象', 'N', '按顺序讲清楚发生了什么', 'S'),
  q('批改同学的作文时，你首先注意：', '论证是否严密', 'T', '作者想表达的心意', 'F'),
  q('你觉得更难做到的是：', '对人说出不留情面的实话', 'F', '对别人的情绪做出体贴的回应', 'T'),
  q('计划被临时打乱时，你会：', '觉得不舒服，想尽快恢复原来的安排', 'J', '觉得无所谓，甚至有点新鲜', 'P'),
  q('你更享受：', '探索各种可能性的过程', 'P', '事情终于有了结果的那一刻', 'J')
]
