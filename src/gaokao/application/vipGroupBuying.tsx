import { Button, Text, View } from '@tarojs/components'
import Taro, { useDidShow, useRouter, useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { GroupFetchResponse, GroupTaskView } from '@types-contract/payments'
import { errorText, refreshCore } from '@/api/account'
import { fetchGroupTasks, leaveGroupTask } from '@/api/payments'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { BRAND, PLATFORM } from '@/env'
import { countdownText, GROUP_STATUS_TEXT, groupActionFor, groupNeedText, groupSharePath, parseTaskId, serverNowAt } from '@/payments/groupBuyView'
import { GROUP_DISCOUNT_PERCENT, GROUP_EXPIRY_MS, GROUP_ORDER_MAX_AGE_MS, GROUP_SIZE, groupPriceFen, groupRemainingMs } from '@core/payments/groupBuy'
import { fenToYuanString, findPlan, planPriceFen } from '@core/payments/plans'
import { GROUP_BUY_ROUTE } from '@/payments/afterPayment'
import { copyText, h5LinkTo } from '@/platform/share'
import { CARD_IMAGES } from '@/platform/shareCard'
import { urlOf } from '@/routes'
import { userStore } from '@/stores'
import { Card } from './parts/Content'
import './vipGroupBuying.scss'

const HOURS = GROUP_EXPIRY_MS / 3_600_000

const RULES = [
  `${GROUP_SIZE} 人成团：发起人和 1 位好友各自按原价开通会员，会员权益支付后立即生效。`,
  `拼团有效期 ${HOURS} 小时，从发起时起算；成团后每人返还支付金额的 ${GROUP_DISCOUNT_PERCENT}%（拼团价），原路退回。`,
  `${HOURS} 小时内未成团：拼团失败，每人的订单全额退款，这笔订单开通的会员时长同时收回（其他会员时长不受影响）。`,
  '未成团前可以退出拼团：全额退款，会员时长同时收回；已成团的拼团不能退出。',
  `发起或参加拼团需要 ${GROUP_ORDER_MAX_AGE_MS / 60_000} 分钟内新支付的会员订单，每笔订单只能用于一个拼团。`
]

function planLabel(code: string): string {
  const plan = findPlan(BRAND.vipPlans, code)
  return plan ? `${plan.year}年会员` : '会员'
}

/** The plan's price in fen, or null for a code this brand does not sell. */
function priceFen(code: string): number | null {
  const plan = findPlan(BRAND.vipPlans, code)
  return plan ? planPriceFen(plan) : null
}

function priceLine(code: string): string | null {
  const fen = priceFen(code)
  return fen === null ? null : `原价 ¥${fenToYuanString(fen)} · 拼团价 ¥${fenToYuanString(groupPriceFen(fen))}`
}

function refundLine(code: string): string | null {
  const fen = priceFen(code)
  return fen === null ? null : `拼团成功，每人返还 ¥${fenToYuanString(fen - groupPriceFen(fen))}，原路退回`
}

/** The link to a group on H5 (opened in a browser: the group with 参加). */
const groupLink = (taskId: number) => h5LinkTo(groupSharePath(GROUP_BUY_ROUTE, taskId))

interface CardProps {
  task: GroupTaskView
  remainingMs: number
  onJoin: (task: GroupTaskView) => void
  onLeave: (task: GroupTaskView) => void
  testId: string
  highlight?: boolean
}

function GroupCard({ task, remainingMs, onJoin, onLeave, testId, highlight }: CardProps) {
  const action = groupActionFor(task, remainingMs)
  const open = task.status === 'open' && remainingMs > 0
  const creator = task.members.find((m) => m.is_creator) ?? task.members[0]
  const price = priceLine(task.plan)
  return (
    <View className={`vg-task${highlight ? ' vg-task--focus' : ''}`} data-testid={testId} data-task-id={task.task_id} data-status={task.status}>
      <View className='vg-task__head'>
        <Text className='vg-task__title'>{[creator ? `${creator.username} 的拼团` : '拼团', task.plan ? planLabel(task.plan) : ''].filter(Boolean).join(' · ')}</Text>
        <Text className={`vg-task__status vg-task__status--${task.status}`} data-testid='group-status'>
          {GROUP_STATUS_TEXT[task.status]}
        </Text>
      </View>
      <View className='vg-members'>
        {Array.from({ length: task.status === 'open' ? task.size : task.members.length }, (_, i) => task.members[i]).map((m, i) => (
          <View key={i} className={`vg-member${m ? '' : ' vg-member--empty'}`}>
            {m?.avatarUrl ? (
              <img className='vg-member__avatar' src={m.avatarUrl} alt='' />
            ) : (
              <Text className='vg-member__avatar vg-member__avatar--text'>{m ? m.username.slice(0, 1) : '?'}</Text>
            )}
            <Text className='vg-member__name'>{m ? (m.is_creator ? '团长' : m.username) : '待加入'}</Text>
          </View>
        ))}
      </View>
      {price && task.status !== 'cancelled' && task.status !== 'failed' && <Text className='vg-task__price'>{price}</Text>}
      {task.status === 'filled' && refundLine(task.plan) && <Text className='vg-task__done'>{refundLine(task.plan)}</Text>}
      {task.status === 'cancelled' && <Text className='gk-muted'>成员已全部退出，订单已全额退款</Text>}
      {open ? (
        <Text className='vg-task__count' data-testid='group-countdown'>
          {`${groupNeedText(task)} · 剩余 ${countdownText(remainingMs)}`}
        </Text>
      ) : null}
      <View className='vg-task__actions'>
        {action === 'join' && (
          <View className='vg-btn' data-testid='group-join' onClick={() => onJoin(task)}>
            参加拼团
          </View>
        )}
        {action === 'share' &&
          (PLATFORM === 'weapp' ? (
            <Button className='vg-btn vg-share' openType='share' data-task-id={task.task_id} data-testid='group-share'>
              邀请好友
            </Button>
          ) : (
            <View
              className='vg-btn'
              data-testid='group-share'
              onClick={() => copyText(groupLink(task.task_id), '拼团链接已复制，发给好友吧', '复制失败，请手动复制链接')}
            >
              复制拼团链接
            </View>
          ))}
        {task.is_member && open && (
          <View className='vg-btn vg-btn--ghost' data-testid='group-leave' onClick={() => onLeave(task)}>
            退出拼团
          </View>
        )}
      </View>
    </View>
  )
}

/**
 * 会员拼团 (gaokao/application/vipGroupBuying[?task_id=]): the group asked for (a shared link), the
 * open groups to join and the user's own, each with a live countdown from the server's clock;
 * 发起拼团 / 参加 go through the membership page (the plan and pay method; the group is created or
 * joined 2 s after paying); 退出拼团 refunds in full; the rules (core/payments/groupBuy.ts).
 * A visitor (a shared group card) sees the group and the open ones; 参加 and 发起拼团 open the
 * membership page, which asks for a login first.
 */
function VipGroupBuying() {
  const { params } = useRouter()
  const taskId = parseTaskId(params.task_id)
  const [data, setData] = useState<GroupFetchResponse | null>(null)
  const [error, setError] = useState<string | null>(null)
  const fetchedAt = useRef(0)
  const [now, setNow] = useState(Date.now())

  const load = useCallback(async () => {
    try {
      const answer = await fetchGroupTasks(taskId, { quiet: true })
      fetchedAt.current = Date.now()
      setData(answer)
      setError(null)
    } catch (e) {
      setError(errorText(e, '加载拼团失败，请稍后再试'))
    }
  }, [taskId])

  useDidShow(() => void load())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])

  useShareAppMessage((res) => {
    const id = Number((res.target as { dataset?: { taskId?: string } } | undefined)?.dataset?.taskId) || taskId
    return {
      title: `一起拼团开通${BRAND.appName}会员，成团每人返 ${GROUP_DISCOUNT_PERCENT}%`,
      path: id ? groupSharePath(GROUP_BUY_ROUTE, id) : `/${GROUP_BUY_ROUTE}`,
      imageUrl: CARD_IMAGES.group
    }
  })
  useShareTimeline(() => ({ title: `一起拼团开通${BRAND.appName}会员`, query: taskId ? `task_id=${taskId}` : '', imageUrl: CARD_IMAGES.group }))

  const serverNow = data ? serverNowAt(data.server_time, fetchedAt.current, now) : new Date(now).toISOString()
  const remaining = (t: GroupTaskView) => groupRemainingMs(t.expires_at, serverNow)

  // A countdown reaching zero: ask the server (it settles the group and refunds).
  const anyExpired = data ? [...data.open, ...data.mine, ...(data.task ? [data.task] : [])].some((t) => t.status === 'open' && remaining(t) === 0) : false
  useEffect(() => {
    if (anyExpired) void load()
  }, [anyExpired, load])

  const join = (task: GroupTaskView) => navigate(urlOf('pages/vip/index', { task_id: task.task_id, plan: task.plan }))
  const start = () => navigate(urlOf('pages/vip/index', { group: 1 }))
  const leave = async (task: GroupTaskView) => {
    const { confirm } = await Taro.showModal({
      title: '退出拼团',
      content: '退出后这笔会员订单将全额退款，它开通的会员时长同时收回。确定退出吗？',
      confirmText: '退出拼团',
      cancelText: '再等等'
    })
    if (!confirm) return
    try {
      await leaveGroupTask(task.task_id, { quiet: true })
      Taro.showToast({ title: '已退出，退款已发起', icon: 'none' }).catch(() => undefined)
      await refreshCore().catch(() => undefined)
    } catch (e) {
      await Taro.showModal({ title: '退出失败', content: errorText(e, '退出失败，请稍后再试'), showCancel: false })
    }
    await load()
  }

  const first = BRAND.vipPlans[0]
  const mineIds = new Set(data?.mine.map((t) => t.task_id) ?? [])
  const others = data?.open.filter((t) => !mineIds.has(t.task_id) && t.task_id !== data.task?.task_id) ?? []

  return (
    <PageShell>
      <View className='gk-scroll-page vg-page' data-testid='group-buy-page'>
        <View className='gk-hero vg-hero'>
          <Text className='gk-hero__name'>会员拼团</Text>
          <Text className='gk-hero__meta'>{`${GROUP_SIZE} 人成团，每人返还 ${GROUP_DISCOUNT_PERCENT}%`}</Text>
          {first && <Text className='gk-hero__meta'>{`${first.year}年会员 原价 ¥${first.price}，拼团价 ¥${fenToYuanString(groupPriceFen(planPriceFen(first)))}`}</Text>}
        </View>

        {BRAND.vipPlans.length === 0 ? (
          <Card title='暂不提供' testId='group-no-plans'>
            <Text className='gk-muted'>当前版本暂不提供会员服务，也就没有会员拼团。</Text>
          </Card>
        ) : (
          <View className='vg-btn vg-btn--big' data-testid='group-start' onClick={start}>
            发起拼团
          </View>
        )}

        {error && (
          <Text className='vg-error' data-testid='group-error'>
            {error}
          </Text>
        )}

        {data?.task && (
          <Card title={data.task.is_member ? '当前拼团' : data.task.status === 'open' ? '好友邀请你拼团' : '拼团详情'} testId='group-focus'>
            <GroupCard task={data.task} remainingMs={remaining(data.task)} onJoin={join} onLeave={leave} testId='group-task' highlight />
          </Card>
        )}

        <Card title='我的拼团' testId='group-mine'>
          {data && data.mine.filter((t) => t.task_id !== data.task?.task_id).length === 0 && (
            <Text className='gk-muted'>{data.mine.length ? '没有其他拼团' : '还没有参加拼团'}</Text>
          )}
          {data?.mine
            .filter((t) => t.task_id !== data.task?.task_id)
            .map((t) => (
              <GroupCard key={t.task_id} task={t} remainingMs={remaining(t)} onJoin={join} onLeave={leave} testId='group-mine-task' />
            ))}
        </Card>

        <Card title='正在拼团' testId='group-open'>
          {data && others.length === 0 && <Text className='gk-muted'>暂时没有等待加入的拼团，发起一个吧</Text>}
          {others.map((t) => (
            <GroupCard key={t.task_id} task={t} remainingMs={remaining(t)} onJoin={join} onLeave={leave} testId='group-open-task' />
          ))}
        </Card>

        <Card title='拼团规则' testId='group-rules'>
          {RULES.map((r, i) => (
            <Text key={i} className='vg-rule'>{`${i + 1}. ${r}`}</Text>
          ))}
          <Text className='gk-link' onClick={() => navigate(urlOf('application/vipAgreement'))}>
            会员服务协议 ›
          </Text>
        </Card>
        {userStore.isVip && <Text className='gk-muted vg-foot'>你已是会员，拼团开通的时长会在当前有效期后顺延。</Text>}
      </View>
    </PageShell>
  )
}

export default observer(VipGroupBuying)
