/**
 * Kolb 学习风格测评 question bank (our own wording; not the Learning Style Inventory's text): 16
 * forced-choice questions, eight on each of Kolb's two axes. Perceiving: 具体体验 CE (feeling) vs
 * 抽象概括 AC (thinking); processing: 主动实践 AE (doing) vs 反思观察 RO (watching). Each option counts
 * one point for its mode; which mode is option A alternates. Scoring: kolb.ts, docs/tests.md.
 */
import { paired, type PairedQuestion } from './common'

export type KolbMode = 'CE' | 'RO' | 'AC' | 'AE'

const q = paired

export const KOLB_QUESTIONS: readonly PairedQuestion<KolbMode>[] = [
  q('学一样新东西时，我更相信：', '自己亲身的感受', 'CE', '严谨的分析和推理', 'AC'),
  q('学到一个新方法后，我倾向于：', '马上动手试一试', 'AE', '先看看别人是怎么用的', 'RO'),
  q('理解一个新概念，我更依靠：', '弄清它的定义和原理', 'AC', '联系自己经历过的具体情境', 'CE'),
  q('在小组项目里，我通常是：', '记录、观察、最后做总结的人', 'RO', '推动大家开始干活的人', 'AE'),
  q('我学得最好的时候是：', '和人交流、全情投入的时候', 'CE', '独立思考、理清逻辑的时候', 'AC'),
  q('我更认同：', '试过才知道行不行', 'AE', '想好了再动手', 'RO'),
  q('遇到一道新题，我会先：', '判断它属于哪类模型或公式', 'AC', '凭直觉抓住它的关键', 'CE'),
  q('上实验课时，我更喜欢：', '先仔细看老师演示', 'RO', '直接上手操作', 'AE'),
  q('我更喜欢这样的老师：', '讲课生动、贴近生活', 'CE', '条理清楚、推导严密', 'AC'),
  q('碰到不熟悉的软件，我会：', '边点边摸索', 'AE', '先读说明或看教程', 'RO'),
  q('做判断时，我更依赖：', '数据和理论', 'AC', '直觉和感受', 'CE'),
  q('讨论问题时，我更常：', '先听，想清楚了再说', 'RO', '提出做法并马上尝试', 'AE'),
  q('读历史故事时，我更在意：', '人物的处境和情感', 'CE', '事件前因后果中的规律', 'AC'),
  q('我觉得学习的收获主要体现在：', '能把事情做成', 'AE', '看问题更深入、更全面', 'RO'),
  q('我更愿意把时间花在：', '建立一套能解释问题的理论上', 'AC', '体验丰富多样的活动上', 'CE'),
  q('做决定之前，我通常：', '从多个角度反复考虑', 'RO', '先行动起来，边做边调整', 'AE')
]
