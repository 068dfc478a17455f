import Taro, { useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import type { InvitedUser } from '@types-contract/application'
import type { SpecialReward, WalletRecord, Withdrawal } from '@types-contract/personalWallet'
import { errorText, refreshCore } from '@/api/account'
import { getInvitedUsers } from '@/api/application'
import { claimSpecialReward, fetchSpecialRewards, fetchWallet, fetchWalletRecords, fetchWithdrawals, requestWithdrawal } from '@/api/personalWallet'
import { usePageLoad } from '@/components/usePageLoad'
import { usePagedList } from '@/components/usePagedList'
import { moneyText } from '@/lib/printOrderView'
import { checkWithdrawal, type WalletTab } from '@/lib/walletView'

export type WalletItem = WalletRecord | InvitedUser | SpecialReward | Withdrawal

const keyOf = (item: WalletItem) => ('user_id' in item ? item.user_id : item.id)

function fetchTab(tab: WalletTab, page: number) {
  const o = { quiet: true }
  switch (tab) {
    case 'records':
      return fetchWalletRecords(page, o)
    case 'invite':
      return getInvitedUsers(page, o)
    case 'rewards':
      return fetchSpecialRewards(page, o)
    case 'withdrawals':
      return fetchWithdrawals(page, o)
  }
}

const toast = (title: string, icon: 'success' | 'none' = 'none') => Taro.showToast({ title, icon }).catch(() => undefined)

/**
 * The wallet page's state: the summary (balance card, allowance), the list of the chosen tab
 * (paged at reach-bottom), claiming a reward and the withdrawal form. After the balance moves the
 * summary, the tab and the user store are loaded again.
 */
export function useWallet(initialTab: WalletTab) {
  const summary = usePageLoad(() => fetchWallet({ quiet: true }))
  const [tab, setTab] = useState(initialTab)
  const list = usePagedList<WalletItem>((page) => fetchTab(tab, page), [tab], keyOf)
  useReachBottom(() => list.loadMore())

  const balanceMoved = async (showTab: WalletTab) => {
    if (showTab === tab) await list.refresh()
    else setTab(showTab)
    await Promise.all([summary.reload(), refreshCore().catch(() => undefined)])
  }

  const [claiming, setClaiming] = useState<number | null>(null)
  const claim = async (reward: SpecialReward) => {
    if (claiming !== null) return
    setClaiming(reward.id)
    try {
      const { reward: claimed } = await claimSpecialReward(reward.id, { quiet: true })
      toast(`已领取 ${moneyText(claimed.amount_fen)}`, 'success')
    } catch (e) {
      toast(errorText(e, '领取失败，请稍后再试'))
    } finally {
      setClaiming(null)
    }
    // Claimed now or before, expired: the list shows how it stands.
    await balanceMoved('rewards')
  }

  const [form, setForm] = useState<{ text: string; error: string | null; sending: boolean } | null>(null)
  const openForm = () => setForm({ text: '', error: null, sending: false })
  const closeForm = () => setForm(null)
  const typeAmount = (text: string) => setForm((f) => f && { ...f, text, error: null })

  const submitForm = async () => {
    const wallet = summary.data
    if (!form || form.sending || !wallet) return
    const check = checkWithdrawal(form.text, wallet)
    if (!check.ok) return setForm({ ...form, error: check.message })
    setForm({ ...form, error: null, sending: true })
    try {
      await requestWithdrawal(check.fen, { quiet: true })
      setForm(null)
      toast('提现申请已提交', 'success')
      await balanceMoved('withdrawals')
    } catch (e) {
      setForm((f) => f && { ...f, sending: false, error: errorText(e, '提交失败，请稍后再试') })
      // A limit the summary did not know yet (a request from another device): show it as it is now.
      void summary.reload()
    }
  }

  return { summary, tab, setTab, list, claim, claiming, form, openForm, closeForm, typeAmount, submitForm }
}

export type WalletState = ReturnType<typeof useWallet>
