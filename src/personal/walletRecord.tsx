import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import type { InvitedUser } from '@types-contract/application'
import type { SpecialReward, WalletRecord, Withdrawal } from '@types-contract/personalWallet'
import { LoadView } from '@/components/LoadView'
import { PageShell } from '@/components/PageShell'
import { navigate } from '@/components/nav'
import { walletTabOfQuery, type WalletTab } from '@/lib/walletView'
import { copyText } from '@/platform/share'
import { urlOf } from '@/routes'
import { PagedStatus } from '@/components/PagedStatus'
import { BalanceCard, InviteCard, InvitedRow, RecordRow, RewardRow, WalletTabs, WithdrawalRow, WithdrawSheet } from './components/WalletParts'
import { useWallet } from './components/useWallet'
import './components/wallet.scss'

const EMPTY: Record<WalletTab, [string, string?]> = {
  records: ['暂无收支记录', '邀请好友、领取奖励的收入会记在这里'],
  invite: ['还没有邀请记录', '把邀请码分享给好友，好友注册后填写即可'],
  rewards: ['暂无特别奖励', '参加活动获得的奖励会出现在这里'],
  withdrawals: ['暂无提现记录']
}

/**
 * 钱包 (personal/walletRecord?tab=): the balance card with 提现 (a sheet with the limits of
 * core/wallet.ts), then 收支明细 / 邀请好友 / 特别奖励 / 提现记录, each paged at reach-bottom.
 * State and calls live in useWallet; rules in src/lib/walletView.ts.
 */
export default function WalletRecordPage() {
  const { params } = useRouter()
  const w = useWallet(walletTabOfQuery(params.tab))
  const wallet = w.summary.data
  const { items } = w.list.state

  return (
    <PageShell>
      <View className='wl-page' data-testid='wallet-page'>
        {wallet ? <BalanceCard wallet={wallet} onWithdraw={w.openForm} /> : <LoadView state={w.summary.state} onRetry={w.summary.reload} />}
        <WalletTabs tab={w.tab} claimable={wallet?.claimable_rewards ?? 0} onPick={w.setTab} />
        <View className='wl-list' data-testid='wallet-list' data-tab={w.tab} data-loaded={String(w.list.state.loaded && !w.list.state.loading)}>
          {w.tab === 'invite' && wallet ? (
            <InviteCard
              wallet={wallet}
              onCopy={() => void copyText(wallet.invite_code, '邀请码已复制', '复制失败，请长按邀请码手动复制')}
              onInvite={() => navigate(urlOf('application/invite'))}
            />
          ) : null}
          {w.tab === 'records' && (items as WalletRecord[]).map((r) => <RecordRow key={r.id} record={r} />)}
          {w.tab === 'invite' && (items as InvitedUser[]).map((u) => <InvitedRow key={u.user_id} user={u} />)}
          {w.tab === 'rewards' && (items as SpecialReward[]).map((r) => <RewardRow key={r.id} reward={r} busy={w.claiming === r.id} onClaim={() => void w.claim(r)} />)}
          {w.tab === 'withdrawals' && (items as Withdrawal[]).map((x) => <WithdrawalRow key={x.id} withdrawal={x} />)}
          <PagedStatus list={w.list} emptyTitle={EMPTY[w.tab][0]} emptyHint={EMPTY[w.tab][1]} testId='wallet-list' />
        </View>
      </View>
      {w.form && wallet ? (
        <WithdrawSheet
          wallet={wallet}
          text={w.form.text}
          error={w.form.error}
          sending={w.form.sending}
          onType={w.typeAmount}
          onSubmit={() => void w.submitForm()}
          onClose={w.closeForm}
        />
      ) : null}
    </PageShell>
  )
}
