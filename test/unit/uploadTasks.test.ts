/**
 * The upload task list's state machine (spec section 4; src/lib/uploadTasks.ts): every transition,
 * from every state, with the slots full and free.
 */
import {
  DEFAULT_UPLOAD_CONCURRENCY,
  UPLOAD_SLOTS_FULL,
  UPLOAD_STATES,
  addTask,
  cancelTask,
  changeConcurrency,
  clearComplete,
  completeTask,
  concurrencyOf,
  failTask,
  fillSlots,
  pauseAll,
  pauseTask,
  resumeAll,
  resumeTask,
  retryTask,
  setMd5Progress,
  tasksAtLaunch,
  visibleTasks,
  type UploadState,
  type UploadTask
} from '../../src/lib/uploadTasks'

const task = (id: string, state: UploadState, hide = false): UploadTask => ({ id, state, md5: '', md5progress: 0, localPath: `/tmp/${id}`, for_print: false, hide })
const states = (tasks: readonly UploadTask[]) => Object.fromEntries(tasks.map((t) => [t.id, t.state]))

/** Adds `n` files one after another with concurrency `c`, as a user picking them does. */
function added(n: number, c = DEFAULT_UPLOAD_CONCURRENCY) {
  let tasks: UploadTask[] = []
  const started: string[] = []
  for (let i = 1; i <= n; i++) {
    const step = addTask(tasks, { id: `t${i}`, localPath: `/tmp/t${i}`, for_print: i === 2 }, c)
    tasks = step.tasks
    started.push(...step.start)
  }
  return { tasks, started }
}

describe('concurrency', () => {
  test('3 by default (spec section 9), never below 1, whole numbers', () => {
    expect(DEFAULT_UPLOAD_CONCURRENCY).toBe(3)
    expect(concurrencyOf()).toBe(3)
    expect(concurrencyOf(Number.NaN)).toBe(3)
    expect(concurrencyOf(Infinity)).toBe(3)
    expect(concurrencyOf(0)).toBe(1)
    expect(concurrencyOf(-2)).toBe(1)
    expect(concurrencyOf(1)).toBe(1)
    expect(concurrencyOf(2.9)).toBe(2)
    expect(concurrencyOf(5)).toBe(5)
  })

  test('raising it starts waiting tasks at once; lowering it lets running uploads finish', () => {
    const { tasks } = added(5, 1)
    const raised = changeConcurrency(tasks, 3)
    expect(raised.start).toEqual(['t2', 't3'])
    expect(states(raised.tasks)).toEqual({ t1: 'uploading', t2: 'uploading', t3: 'uploading', t4: 'waiting', t5: 'waiting' })
    const lowered = changeConcurrency(raised.tasks, 1)
    expect(lowered.start).toEqual([])
    expect(states(lowered.tasks)).toEqual(states(raised.tasks))
    // Only when two have ended is a slot free under the lower limit.
    const one = completeTask(lowered.tasks, 't1', 1)
    expect(one.start).toEqual([])
    const two = completeTask(one.tasks, 't2', 1)
    expect(two.start).toEqual([])
    const three = failTask(two.tasks, 't3', 1)
    expect(three.start).toEqual(['t4'])
  })
})

describe('adding and starting', () => {
  test('new tasks wait; they start one at a time, oldest first, while a slot is free', () => {
    const { tasks, started } = added(5)
    expect(started).toEqual(['t1', 't2', 't3'])
    expect(states(tasks)).toEqual({ t1: 'uploading', t2: 'uploading', t3: 'uploading', t4: 'waiting', t5: 'waiting' })
    expect(tasks[1]).toMatchObject({ for_print: true, md5: '', md5progress: 0, hide: false })
  })

  test('with concurrency 1 only one uploads', () => {
    const { started, tasks } = added(3, 1)
    expect(started).toEqual(['t1'])
    expect(tasks.filter((t) => t.state === 'uploading')).toHaveLength(1)
  })

  test('fillSlots starts nothing when every slot is taken or nothing waits', () => {
    expect(fillSlots([task('a', 'uploading'), task('b', 'waiting')], 1).start).toEqual([])
    expect(fillSlots([task('a', 'paused'), task('b', 'error'), task('c', 'complete')], 3).start).toEqual([])
  })
})

describe('ending: success or failure starts the next waiting task', () => {
  test.each([
    ['complete', completeTask],
    ['error', failTask]
  ] as const)('uploading → %s', (state, end) => {
    const { tasks } = added(4)
    const step = end(tasks, 't2', 3)
    expect(step.tasks.find((t) => t.id === 't2')!.state).toBe(state)
    expect(step.start).toEqual(['t4'])
    expect(states(step.tasks)).toMatchObject({ t1: 'uploading', t3: 'uploading', t4: 'uploading' })
  })

  test.each(['waiting', 'paused', 'complete', 'error', 'EOF'] as const)('a %s task cannot complete or fail', (state) => {
    const tasks = [task('a', state)]
    expect(completeTask(tasks, 'a', 3)).toEqual({ tasks, start: [] })
    expect(failTask(tasks, 'a', 3)).toEqual({ tasks, start: [] })
  })
})

describe('pause and resume', () => {
  test('pausing an upload frees its slot for the next waiting task', () => {
    const { tasks } = added(4)
    const step = pauseTask(tasks, 't1', 3)
    expect(states(step.tasks)).toEqual({ t1: 'paused', t2: 'uploading', t3: 'uploading', t4: 'uploading' })
    expect(step.start).toEqual(['t4'])
  })

  test('pausing a waiting task parks it: it is not started when a slot frees', () => {
    const { tasks } = added(4)
    const parked = pauseTask(tasks, 't4', 3)
    expect(parked.start).toEqual([])
    expect(states(parked.tasks)).toMatchObject({ t4: 'paused' })
    expect(completeTask(parked.tasks, 't1', 3).start).toEqual([])
  })

  test.each(['paused', 'complete', 'error', 'EOF'] as const)('a %s task cannot be paused', (state) => {
    const tasks = [task('a', state)]
    expect(pauseTask(tasks, 'a', 3)).toEqual({ tasks, start: [] })
  })

  test('resume → uploading when a slot is free', () => {
    const tasks = [task('a', 'paused'), task('b', 'uploading')]
    const step = resumeTask(tasks, 'a', 2)
    expect(step).toEqual({ tasks: [task('a', 'uploading'), task('b', 'uploading')], start: ['a'] })
  })

  test('resume with every slot taken: unchanged, with the toast that the upload count is full', () => {
    const { tasks } = added(3)
    const paused = pauseTask(tasks, 't1', 3).tasks
    const full = addTask(paused, { id: 't4', localPath: '/tmp/t4', for_print: false }, 3)
    expect(full.start).toEqual(['t4'])
    const step = resumeTask(full.tasks, 't1', 3)
    expect(step.toast).toBe(UPLOAD_SLOTS_FULL)
    expect(UPLOAD_SLOTS_FULL).toBe('当前上传数量已满，请先暂停其他任务')
    expect(step.start).toEqual([])
    expect(states(step.tasks)).toEqual(states(full.tasks))
    // Pausing another frees a slot: now it resumes.
    const freed = pauseTask(step.tasks, 't2', 3)
    expect(resumeTask(freed.tasks, 't1', 3).start).toEqual(['t1'])
  })

  test.each(['waiting', 'uploading', 'complete', 'error', 'EOF'] as const)('a %s task cannot be resumed', (state) => {
    const tasks = [task('a', state)]
    expect(resumeTask(tasks, 'a', 3)).toEqual({ tasks, start: [] })
  })
})

describe('retry', () => {
  test('error → uploading when a slot is free', () => {
    const step = retryTask([task('a', 'error')], 'a', 3, true)
    expect(step).toEqual({ tasks: [task('a', 'uploading')], start: ['a'] })
  })

  test('error → waiting while the slots are taken, started when one frees', () => {
    const tasks = [task('a', 'error'), task('b', 'uploading')]
    const step = retryTask(tasks, 'a', 1, true)
    expect(step).toEqual({ tasks: [task('a', 'waiting'), task('b', 'uploading')], start: [] })
    expect(completeTask(step.tasks, 'b', 1).start).toEqual(['a'])
  })

  test('error → EOF when the uploader cannot restart; EOF is final', () => {
    const step = retryTask([task('a', 'error')], 'a', 3, false)
    expect(step).toEqual({ tasks: [task('a', 'EOF')], start: [] })
    for (const again of [retryTask(step.tasks, 'a', 3, true), resumeTask(step.tasks, 'a', 3), pauseTask(step.tasks, 'a', 3)]) expect(again.tasks).toEqual(step.tasks)
  })

  test.each(['waiting', 'uploading', 'paused', 'complete', 'EOF'] as const)('a %s task cannot be retried', (state) => {
    const tasks = [task('a', state)]
    expect(retryTask(tasks, 'a', 3, true)).toEqual({ tasks, start: [] })
  })
})

describe('cancel', () => {
  test.each(UPLOAD_STATES)('removes a %s task', (state) => {
    const step = cancelTask([task('a', state), task('b', 'paused')], 'a', 3)
    expect(step.tasks.map((t) => t.id)).toEqual(['b'])
  })

  test('cancelling an upload starts the next waiting task', () => {
    const { tasks } = added(5)
    const step = cancelTask(tasks, 't2', 3)
    expect(step.start).toEqual(['t4'])
    expect(states(step.tasks)).toEqual({ t1: 'uploading', t3: 'uploading', t4: 'uploading', t5: 'waiting' })
  })

  test('an unknown id changes nothing', () => {
    const { tasks } = added(2)
    expect(cancelTask(tasks, 'nope', 3)).toEqual({ tasks, start: [] })
    expect(pauseTask(tasks, 'nope', 3)).toEqual({ tasks, start: [] })
  })
})

describe('clear, launch and md5 progress', () => {
  test('clear hides complete tasks only; the transfer list shows the rest', () => {
    const tasks = UPLOAD_STATES.map((s) => task(s, s))
    const cleared = clearComplete(tasks)
    expect(cleared.filter((t) => t.hide).map((t) => t.id)).toEqual(['complete'])
    expect(visibleTasks(cleared).map((t) => t.id)).toEqual(['waiting', 'uploading', 'paused', 'error', 'EOF'])
  })

  test('on app launch every task that is not complete is dropped (hidden complete ones stay hidden)', () => {
    const tasks = [...UPLOAD_STATES.map((s) => task(s, s)), task('done-hidden', 'complete', true)]
    expect(tasksAtLaunch(tasks)).toEqual([task('complete', 'complete'), task('done-hidden', 'complete', true)])
  })

  test('md5 progress is kept within 0-1', () => {
    const tasks = [task('a', 'waiting'), task('b', 'waiting')]
    expect(setMd5Progress(tasks, 'a', 0.42)[0].md5progress).toBe(0.42)
    expect(setMd5Progress(tasks, 'a', 1.7)[0].md5progress).toBe(1)
    expect(setMd5Progress(tasks, 'a', -1)[0].md5progress).toBe(0)
    expect(setMd5Progress(tasks, 'a', Number.NaN)[0].md5progress).toBe(0)
    expect(setMd5Progress(tasks, 'a', 0.5)[1].md5progress).toBe(0)
  })
})

describe('全部暂停 and 全部开始', () => {
  test('pause all parks every uploading and waiting task and starts nothing; the others keep their state', () => {
    const tasks = [task('a', 'uploading'), task('b', 'waiting'), task('c', 'complete'), task('d', 'error'), task('e', 'EOF'), task('f', 'paused')]
    expect(states(pauseAll(tasks))).toEqual({ a: 'paused', b: 'paused', c: 'complete', d: 'error', e: 'EOF', f: 'paused' })
  })

  test('start all queues every paused task: as many start as slots are free, oldest first, the rest wait (no "full" toast)', () => {
    const tasks = [task('a', 'uploading'), task('b', 'paused'), task('c', 'paused'), task('d', 'paused'), task('e', 'error')]
    const step = resumeAll(tasks, 3)
    expect(step.start).toEqual(['b', 'c'])
    expect(step.toast).toBeUndefined()
    expect(states(step.tasks)).toEqual({ a: 'uploading', b: 'uploading', c: 'uploading', d: 'waiting', e: 'error' })
    // The queued one starts when a slot frees.
    expect(completeTask(step.tasks, 'a', 3).start).toEqual(['d'])
  })

  test('the transitions keep the fields a store adds to its tasks', () => {
    const rich = { ...task('a', 'paused'), name: 'a.pdf', sent: 42 }
    const step = resumeAll([rich], 3)
    expect(step.tasks[0]).toEqual({ ...rich, state: 'uploading' })
  })
})
