/**
 * The four personality and aptitude tests (issue 7, docs/tests.md): each test's questions as the
 * quiz shows them, what it is about, and scoreTest, which the server runs on every submission (it
 * never trusts a client's score) and the unit tests pin.
 */
import type { DraftAnswers, TestId } from '../../types/personalityTests'
import { checkAnswers, type QuizQuestion, type TestOutcome } from './common'
import { KOLB_QUIZ, scoreKolb } from './kolb'
import { MBTI_QUIZ, scoreMbti } from './mbti'
import { PSTR_QUIZ, scorePstr } from './pstr'
import { SDS_QUIZ, scoreSds } from './sds'

export interface TestInfo {
  id: TestId
  /** The route title's name ('MBTI性格测评'). */
  name: string
  /** One line for test/index. */
  tagline: string
  /** The intro page's paragraphs. */
  intro: readonly string[]
  questions: readonly QuizQuestion[]
  /** Minutes a student usually needs. */
  minutes: number
}

const TESTS: Record<TestId, TestInfo & { score: (answers: readonly number[]) => TestOutcome }> = {
  kolb: {
    id: 'kolb',
    name: 'Kolb学习风格测评',
    tagline: '你更习惯怎样学习：感受还是思考，观察还是动手',
    intro: [
      '美国教育学家库伯（David Kolb）认为，学习是“体验—观察—概括—实践”的循环，每个人在其中各有偏好。',
      '本测评共 16 题，每题在两种做法中选更像你的一种，得出具体体验、反思观察、抽象概括、主动实践四种方式的得分，再按两条轴线归入发散型、同化型、聚合型或顺应型。',
      '了解自己的学习风格，可以帮你选择合适的学习方法，也可作为选专业的参考。'
    ],
    questions: KOLB_QUIZ,
    minutes: 3,
    score: scoreKolb
  },
  pstr: {
    id: 'pstr',
    name: 'PSTR职业倾向测评',
    tagline: '你更愿意和人、事务、技术还是思想打交道',
    intro: [
      'PSTR 测的是你对工作对象的偏好：P 人际服务（和人打交道）、S 事务规则（和数据、流程打交道）、T 技术操作（和工具、机器打交道）、R 研究思考（和思想、理论打交道）。',
      '本测评共 20 句描述，请按符合自己的程度作答，每种倾向满分 20 分，得分最高的两种就是你的职业倾向。',
      '没有好坏之分，请按真实想法作答。'
    ],
    questions: PSTR_QUIZ,
    minutes: 4,
    score: scorePstr
  },
  mbti: {
    id: 'mbti',
    name: 'MBTI性格测评',
    tagline: '从四个维度认识你的性格类型',
    intro: [
      'MBTI 从四个维度描述性格：精力来源（外向 E / 内向 I）、获取信息（实感 S / 直觉 N）、做决定（思考 T / 情感 F）、生活方式（判断 J / 知觉 P）。',
      '本测评共 24 题，每题在两种描述中选更像你的一种；每个维度 6 题，得分多的一方就是你在这个维度上的字母，四个字母组成你的类型。',
      '结果会保存到你的账号，AI志愿填报会参考它推荐专业门类。'
    ],
    questions: MBTI_QUIZ,
    minutes: 5,
    score: scoreMbti
  },
  sds: {
    id: 'sds',
    name: 'SDS职业兴趣测评',
    tagline: '霍兰德六种职业兴趣，得出你的三字母代码',
    intro: [
      '美国心理学家霍兰德（John Holland）把职业兴趣分为六种：现实型 R、研究型 I、艺术型 A、社会型 S、企业型 E、常规型 C。',
      '本测评共 36 题，问你喜欢哪些活动、能做好哪些事，按“是”或“否”作答；每种类型满分 6 分，得分最高的三种组成你的兴趣代码。',
      '结果会保存到你的账号，AI志愿填报会参考它推荐专业门类。'
    ],
    questions: SDS_QUIZ,
    minutes: 6,
    score: scoreSds
  }
}

export const testInfo = (id: TestId): TestInfo => TESTS[id]

export type ScoreCheck = { ok: true; answers: number[]; outcome: TestOutcome } | { ok: false; index: number; message: string }

/** Checks the answers are complete and valid for the test, then scores them. */
export function scoreTest(id: TestId, answers: DraftAnswers | unknown): ScoreCheck {
  const test = TESTS[id]
  const check = checkAnswers(answers, test.questions)
  if (!check.ok) return check
  return { ok: true, answers: check.answers, outcome: test.score(check.answers) }
}

export type { QuizQuestion, TestOutcome } from './common'
