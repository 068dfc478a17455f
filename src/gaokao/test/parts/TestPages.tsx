/**
 * The pages of the personality and aptitude tests (issue 7; docs/tests.md): test/index, and per
 * test an intro, a quiz and a result page. The route files only name their test. Kept in one module
 * on purpose (like gaokao/components/Detail.tsx): the H5 build gives every module shared by a
 * different set of pages its own chunk, and each chunk costs the entry script a map entry.
 *
 * Login: the intro and test/index are open to everybody; answering needs an account (the quiz
 * sends a visitor to the phone login page and back), because the result is saved to it.
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import { TEST_IDS, type TestId, type TestResultRecord } from '@types-contract/personalityTests'
import { errorText, withErrorText } from '@/api/account'
import { listTestResults, submitTest } from '@/api/personalityTests'
import { EmptyState } from '@/components/EmptyState'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { usePageLoad } from '@/components/usePageLoad'
import { loginUrlFor } from '@/lib/loginGuard'
import { testInfo } from '@core/personalityTests'
import { resultView, takenOn } from '@core/personalityTests/view'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { openQuizDraft, type QuizDraft } from '@/stores/personalityQuiz'
import '@/components/styles/gaokao.scss'
import '@/gaokao/styles/edu.scss'
import './tests.scss'

const introUrl = (test: TestId) => urlOf(`test/${test}/intro`)
const quizUrl = (test: TestId) => urlOf(`test/${test}/quiz`)
const resultUrl = (test: TestId) => urlOf(`test/${test}/result`)
/** Majors of a 门类 (search/result), 本科. */
const majorsUrl = (category: string) => urlOf('search/result', { level: '本科', category })

/** The user's latest result per test; null while logged out (nothing to load). */
function useLatestResults() {
  return usePageLoad(async () => {
    if (!userStore.isLoggedIn) return null
    const { results } = await withErrorText(listTestResults({ quiet: true }), '测评记录加载失败')
    return new Map<TestId, TestResultRecord>(results.map((r) => [r.test, r]))
  })
}

/** The quiz's draft for the logged-in user; a visitor is sent to log in first (and comes back here). */
function useDraft(test: TestId): QuizDraft | undefined {
  const loggedIn = userStore.isLoggedIn
  const userId = userStore.data.user_id
  const draft = useMemo(() => (loggedIn ? openQuizDraft(test, testInfo(test).questions, userId) : undefined), [test, loggedIn, userId])
  useEffect(() => {
    if (!loggedIn) Taro.redirectTo({ url: loginUrlFor(quizUrl(test)) }).catch(() => undefined)
  }, [loggedIn, test])
  return draft
}

/* ---------- test/index ---------- */

export const TestIndexPage = observer(function TestIndexPage() {
  const load = useLatestResults()
  const latest = load.data
  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='test-index'>
        <View className='gk-hero'>
          <Text className='gk-hero__name'>性格与职业测评</Text>
          <Text className='gk-hero__meta'>了解自己的性格、兴趣和学习风格，为选专业找到方向</Text>
        </View>
        <LoadView state={load.state} onRetry={load.reload} />
        {userStore.isLoggedIn && latest && latest.size === 0 && (
          <EmptyState title='还没有测评记录' hint='选一个测评开始吧，结果会保存在你的账号里' testId='test-index-empty' />
        )}
        {!userStore.isLoggedIn && <Text className='gk-muted'>登录后可保存测评结果并查看历史记录</Text>}
        {TEST_IDS.map((id) => {
          const info = testInfo(id)
          const last = latest?.get(id)
          return (
            <View key={id} className='gk-card pt-test' data-testid='test-card' data-test={id} onClick={() => navigate(last ? resultUrl(id) : introUrl(id))}>
              <View className='pt-test__head'>
                <Text className='gk-card__title'>{info.name}</Text>
                <Text className='gk-muted'>{`${info.questions.length} 题 · 约 ${info.minutes} 分钟`}</Text>
              </View>
              <Text className='pt-test__tagline'>{info.tagline}</Text>
              {last ? (
                <View className='pt-test__last' data-testid='test-last'>
                  <Text className='pt-test__type'>{resultView(last).short}</Text>
                  <Text className='gk-muted'>{`${takenOn(last.taken_at)} 测评`}</Text>
                </View>
              ) : (
                <Text className='gk-muted' data-testid='test-last-none'>
                  尚未测评
                </Text>
              )}
              <Text className='gk-link pt-test__go'>{last ? '查看结果 ›' : '开始测评 ›'}</Text>
            </View>
          )
        })}
      </View>
    </PageShell>
  )
})

/* ---------- intro ---------- */

export const IntroPage = observer(function IntroPage({ test }: { test: TestId }) {
  const info = testInfo(test)
  const load = useLatestResults()
  const last = load.data?.get(test)
  const draft = useMemo(() => (userStore.isLoggedIn ? openQuizDraft(test, info.questions, userStore.data.user_id) : undefined), [test, info])
  const started = draft?.started && !draft.complete
  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='test-intro' data-test={test}>
        <View className='gk-hero'>
          <Text className='gk-hero__name'>{info.name}</Text>
          <Text className='gk-hero__meta'>{info.tagline}</Text>
          <Text className='gk-hero__meta'>{`共 ${info.questions.length} 题 · 约 ${info.minutes} 分钟`}</Text>
        </View>
        <View className='gk-card'>
          <Text className='gk-card__title'>测评说明</Text>
          {info.intro.map((p, i) => (
            <Text key={i} className='edu-paragraph'>
              {p}
            </Text>
          ))}
          <Text className='gk-muted'>题目没有对错之分，按第一感觉作答即可；答题进度会自动保存，中途离开可以接着答。</Text>
        </View>
        {last && (
          <View className='gk-card' data-testid='test-intro-last' onClick={() => navigate(resultUrl(test))}>
            <Text className='gk-muted'>{`上次结果（${takenOn(last.taken_at)}）`}</Text>
            <Text className='pt-test__type'>{resultView(last).short}</Text>
            <Text className='gk-link'>查看结果 ›</Text>
          </View>
        )}
        <View className='gk-btn' data-testid='test-start' onClick={() => navigate(userStore.isLoggedIn ? quizUrl(test) : loginUrlFor(quizUrl(test)))}>
          {started ? `继续作答（已答 ${draft!.answered}/${draft!.total} 题）` : last ? '重新测评' : '开始测评'}
        </View>
        {!userStore.isLoggedIn && <Text className='gk-muted pt-center'>测评结果会保存到你的账号，开始前请先登录</Text>}
      </View>
    </PageShell>
  )
})

/* ---------- quiz ---------- */

export const QuizPage = observer(function QuizPage({ test }: { test: TestId }) {
  const info = testInfo(test)
  const draft = useDraft(test)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  if (!draft) return <PageShell>{null}</PageShell>

  const index = draft.current
  const question = info.questions[index]
  const left = draft.total - draft.answered

  const submit = async () => {
    if (busy) return
    setError('')
    let answers: number[]
    try {
      answers = draft.submission()
    } catch (e) {
      setError((e as Error).message)
      return
    }
    setBusy(true)
    try {
      const saved = await submitTest({ test, answers })
      if (test === 'mbti') userStore.patch({ MBTIResult: saved.type })
      draft.clear()
      await Taro.redirectTo({ url: resultUrl(test) })
    } catch (e) {
      setError(errorText(e, '提交失败，请稍后再试'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='test-quiz' data-test={test}>
        <View className='gk-card'>
          <View className='pt-progress__head'>
            <Text className='gk-card__title'>{info.name}</Text>
            <Text className='gk-muted' data-testid='quiz-progress'>{`已答 ${draft.answered} / ${draft.total}`}</Text>
          </View>
          <View className='pt-progress'>
            <View className='pt-progress__bar' style={{ width: `${(draft.answered / draft.total) * 100}%` }} />
          </View>
        </View>

        <View className='gk-card' data-testid='quiz-question' data-index={index}>
          <Text className='pt-question__no'>{`第 ${index + 1} 题 / 共 ${draft.total} 题`}</Text>
          <Text className='pt-question__text' data-testid='quiz-text'>
            {question.text}
          </Text>
          <View className='pt-options'>
            {question.options.map((label, i) => (
              <View
                key={i}
                className={`pt-option${draft.answers[index] === i ? ' pt-option--on' : ''}`}
                data-testid='quiz-option'
                data-on={draft.answers[index] === i ? 'true' : 'false'}
                onClick={() => draft.answer(index, i)}
              >
                <Text>{label}</Text>
              </View>
            ))}
          </View>
          <View className='gk-actions'>
            <View className={`gk-btn gk-btn--ghost${index === 0 ? ' gk-btn--disabled' : ''}`} data-testid='quiz-prev' onClick={() => draft.go(index - 1)}>
              上一题
            </View>
            <View className={`gk-btn gk-btn--ghost${index === draft.total - 1 ? ' gk-btn--disabled' : ''}`} data-testid='quiz-next' onClick={() => draft.go(index + 1)}>
              下一题
            </View>
          </View>
        </View>

        <View className='pt-dots' data-testid='quiz-dots'>
          {draft.answers.map((a, i) => (
            <Text key={i} className={`pt-dot${a === null ? '' : ' pt-dot--done'}${i === index ? ' pt-dot--current' : ''}`} onClick={() => draft.go(i)}>
              {i + 1}
            </Text>
          ))}
        </View>

        {error && (
          <Text className='pt-error' data-testid='quiz-error'>
            {error}
          </Text>
        )}
        <View
          className={`gk-btn${draft.complete && !busy ? '' : ' gk-btn--disabled'}`}
          data-testid='quiz-submit'
          data-disabled={draft.complete ? 'false' : 'true'}
          onClick={draft.complete ? submit : undefined}
        >
          {busy ? '提交中…' : draft.complete ? '提交并查看结果' : `还有 ${left} 题未作答`}
        </View>
      </View>
    </PageShell>
  )
})

/* ---------- result ---------- */

export const ResultPage = observer(function ResultPage({ test }: { test: TestId }) {
  const info = testInfo(test)
  const load = useLatestResults()
  const record = load.data?.get(test)
  const view = record && resultView(record)

  let body
  if (!userStore.isLoggedIn) {
    body = (
      <EmptyState title='登录后查看测评结果' hint='测评结果保存在你的账号里' testId='test-result-login'>
        <View className='gk-btn pt-empty-btn' onClick={() => navigate(loginUrlFor(resultUrl(test)))}>
          去登录
        </View>
      </EmptyState>
    )
  } else if (load.data && !view) {
    body = (
      <EmptyState title='还没有完成这个测评' hint={info.tagline} testId='test-result-empty'>
        <View className='gk-btn pt-empty-btn' onClick={() => navigate(introUrl(test))}>
          去测评
        </View>
      </EmptyState>
    )
  } else if (record && view) {
    body = (
      <>
        <View className='gk-hero' data-testid='test-result'>
          <Text className='gk-hero__meta'>{info.name}</Text>
          <Text className='pt-code' data-testid='result-code'>
            {view.code}
          </Text>
          <Text className='gk-hero__name' data-testid='result-title'>
            {view.title}
          </Text>
          <Text className='gk-hero__meta' data-testid='result-date'>{`${takenOn(record.taken_at)} 测评`}</Text>
        </View>
        <View className='gk-card' data-testid='result-explain'>
          <Text className='gk-card__title'>结果解读</Text>
          {view.paragraphs.map((p, i) => (
            <Text key={i} className='edu-paragraph'>
              {p}
            </Text>
          ))}
        </View>
        <View className='gk-card' data-testid='result-scores'>
          <Text className='gk-card__title'>各项得分</Text>
          {view.bars.map((bar) => (
            <View key={bar.label} className='pt-score'>
              <View className='pt-score__head'>
                <Text>{bar.label}</Text>
                <Text className='gk-muted'>{bar.text}</Text>
              </View>
              <View className={`pt-progress${bar.split ? ' pt-progress--split' : ''}`}>
                <View className='pt-progress__bar' style={{ width: `${bar.ratio * 100}%` }} />
              </View>
            </View>
          ))}
          {view.notes.map((n) => (
            <Text key={n} className='gk-muted' data-testid='result-note'>
              {n}
            </Text>
          ))}
        </View>
        <View className='gk-card' data-testid='result-categories'>
          <Text className='gk-card__title'>适合你的专业门类</Text>
          <Text className='gk-muted'>点击门类查看其中的本科专业</Text>
          <View className='edu-pills'>
            {view.categories.map((c) => (
              <Text key={c} className='edu-pill pt-pill' data-testid='result-category' onClick={() => navigate(majorsUrl(c))}>
                {`${c} ›`}
              </Text>
            ))}
          </View>
          {(test === 'mbti' || test === 'sds') && <Text className='gk-muted'>AI志愿填报会参考这个结果，优先推荐这些门类的专业。</Text>}
        </View>
        <View className='gk-actions'>
          <View className='gk-btn gk-btn--ghost' data-testid='result-retake' onClick={() => navigate(introUrl(test))}>
            重新测评
          </View>
          <View className='gk-btn' data-testid='result-ai' onClick={() => navigate(urlOf('pages/vip/index'))}>
            AI志愿填报
          </View>
        </View>
        <Text className='gk-link pt-center' data-testid='result-all' onClick={() => navigate(urlOf('test/index'))}>
          查看全部测评 ›
        </Text>
        <Text className='gk-source pt-center'>测评结果仅供参考，选专业时请结合成绩、兴趣与家庭情况综合考虑。</Text>
      </>
    )
  }

  return (
    <PageShell>
      <View className='gk-scroll-page' data-testid='test-result-page' data-test={test}>
        <LoadView state={load.state} onRetry={load.reload} />
        {body}
      </View>
    </PageShell>
  )
})
