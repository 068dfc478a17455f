/**
 * Carries out the plan of afterPayment.ts: group create / join after 2000 ms, the success
 * dialogs, the membership refresh, and the navigation 600 ms later. Called by startPayment when a
 * flow is paid in place (mini-program, desktop QR) and by pages/return/index when a mobile-web
 * payment comes back.
 */
import Taro from '@tarojs/taro'
import { errorText, refreshCore, refreshUser } from '../api/account'
import { createGroupTask, joinGroupTask } from '../api/payments'
import { themeStore } from '../stores'
import { afterPayment, type PaidContext } from './afterPayment'
import { sleep } from './poll'

const url = (route: string) => (route.startsWith('/') ? route : `/${route}`)

export interface AfterOptions {
  /** Replace the current page (the return page) instead of opening a new one. */
  replace?: boolean
}

function go(target: string, replace: boolean): void {
  const call = replace ? Taro.redirectTo({ url: url(target) }) : Taro.navigateTo({ url: url(target) })
  call.catch(() => undefined)
}

/**
 * A group action after paying (create or join, SPEC §4): wait for the notification to land, call,
 * then the group page; a failure shows the server's detail, then the group page all the same.
 */
async function groupAction(o: {
  doing: string
  failed: string
  delayMs: number
  call: () => Promise<number>
  to: string
  onFailure: string
  replace: boolean
}): Promise<void> {
  Taro.showLoading({ title: o.doing, mask: true })
  await sleep(o.delayMs)
  try {
    const taskId = await o.call()
    Taro.hideLoading()
    void refreshCore().catch(() => undefined)
    go(`${o.to}?task_id=${taskId}`, o.replace)
  } catch (error) {
    Taro.hideLoading()
    await Taro.showModal({ title: o.failed, content: errorText(error, `${o.failed}，请稍后再试`), showCancel: false, confirmColor: themeStore.vars['--app-primary'] })
    go(o.onFailure, o.replace)
  }
}

export async function runAfterPayment(ctx: PaidContext, options: AfterOptions = {}): Promise<void> {
  const plan = afterPayment(ctx)
  const replace = options.replace ?? false
  switch (plan.kind) {
    case 'group_create':
      return groupAction({
        doing: '正在发起拼团',
        failed: '发起拼团失败',
        delayMs: plan.delayMs,
        call: async () => (await createGroupTask({ quiet: true })).task.task_id,
        to: plan.navigateTo,
        onFailure: plan.navigateTo,
        replace
      })
    case 'group_join':
      return groupAction({
        doing: '正在参加拼团',
        failed: '参加拼团失败',
        delayMs: plan.delayMs,
        call: async () => (await joinGroupTask(plan.taskId, { quiet: true }), plan.taskId),
        to: plan.navigateTo,
        onFailure: `${plan.onFailure.navigateTo}?task_id=${plan.taskId}`,
        replace
      })
    case 'vip_done': {
      void Taro.showModal({ title: plan.dialog, content: '会员权益已生效，快去使用吧', showCancel: false, confirmColor: themeStore.vars['--app-primary'] })
      await refreshCore().catch(() => undefined)
      await sleep(plan.delayMs)
      Taro.switchTab({ url: url(plan.switchTab) }).catch(() => undefined)
      return
    }
    case 'redirect': {
      void Taro.showModal({ title: plan.dialog, showCancel: false, confirmColor: themeStore.vars['--app-primary'] })
      if (plan.refresh === 'xkw_vip_info') await refreshUser().catch(() => undefined)
      await sleep(plan.delayMs)
      Taro.redirectTo({ url: url(plan.redirectTo) }).catch(() => undefined)
      return
    }
  }
}
