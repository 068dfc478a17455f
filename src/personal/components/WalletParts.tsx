import { Image, Input, Text, View } from '@tarojs/components'
import type { InvitedUser } from '@types-contract/application'
import type { SpecialReward, WalletRecord, WalletSummary, Withdrawal } from '@types-contract/personalWallet'
import { BRAND } from '@/env'
import { chinaDate, chinaFormat } from '@core/chinaTime'
import { fenToYuanString } from '@core/payments/plans'
import { WITHDRAWAL_RULES } from '@core/wallet'
import { moneyText } from '@/lib/printOrderView'
import { allAmountText, allowanceText, rewardNote, signedMoneyText, WALLET_TABS, type WalletTab } from '@/lib/walletView'

const timeText = (iso: string) => chinaFormat(iso, 'YYYY-MM-DD HH:mm')

/** The balance in yuan, what rewards brought and what was withdrawn, 提现, and a request waiting. */
export function BalanceCard({ wallet, onWithdraw }: { wallet: WalletSummary; onWithdraw: () => void }) {
  return (
    <View className='wl-card' data-testid='wallet-card'>
      <Text className='wl-card__label'>钱包余额（元）</Text>
      <View className='wl-card__row'>
        <Text className='wl-card__balance' data-testid='wallet-balance'>
          {fenToYuanString(wallet.balance_fen)}
        </Text>
        <View className='wl-card__button' data-testid='wallet-withdraw' onClick={onWithdraw}>
          提现
        </View>
      </View>
      <Text className='wl-card__meta'>
        累计奖励 {moneyText(wallet.earned_fen)} · 已提现 {moneyText(wallet.withdrawn_fen)}
      </Text>
      {wallet.pending_withdrawal ? (
        <Text className='wl-card__pending' data-testid='wallet-pending'>
          提现审核中：{moneyText(wallet.pending_withdrawal.amount_fen)}，预计 3 个工作日内到账
        </Text>
      ) : null}
    </View>
  )
}

export function WalletTabs({ tab, claimable, onPick }: { tab: WalletTab; claimable: number; onPick: (tab: WalletTab) => void }) {
  return (
    <View className='wl-tabs' data-testid='wallet-tabs'>
      {WALLET_TABS.map((t) => (
        <View key={t.key} className={`wl-tab${t.key === tab ? ' wl-tab--on' : ''}`} data-testid='wallet-tab' data-tab={t.key} onClick={() => onPick(t.key)}>
          {t.label}
          {t.key === 'rewards' && claimable > 0 ? <Text className='wl-tab__badge'>{claimable}</Text> : null}
        </View>
      ))}
    </View>
  )
}

export function RecordRow({ record }: { record: WalletRecord }) {
  return (
    <View className='wl-row' data-testid='wallet-record'>
      <View className='wl-row__main'>
        <Text className='wl-row__title'>{record.reason_name}</Text>
        <Text className='wl-row__meta'>{timeText(record.created_at)}</Text>
      </View>
      <View className='wl-row__side'>
        <Text className={`wl-row__amount${record.delta_fen < 0 ? '' : ' wl-row__amount--in'}`}>{signedMoneyText(record.delta_fen)}</Text>
        <Text className='wl-row__meta'>余额 {moneyText(record.balance_after_fen)}</Text>
      </View>
    </View>
  )
}

/** My invite code with 复制 and what an invitation earns. */
export function InviteCard({ wallet, onCopy, onInvite }: { wallet: WalletSummary; onCopy: () => void; onInvite: () => void }) {
  return (
    <View className='wl-invite' data-testid='wallet-invite'>
      <View className='wl-invite__row'>
        <View className='wl-row__main'>
          <Text className='wl-row__meta'>我的邀请码</Text>
          <Text className='wl-invite__code' data-testid='wallet-invite-code' userSelect>
            {wallet.invite_code || '——'}
          </Text>
        </View>
        <View className='wl-pill' data-testid='wallet-invite-copy' onClick={onCopy}>
          复制
        </View>
      </View>
      <Text className='wl-invite__text'>
        好友注册后 7 天内填写你的邀请码，你可得 {moneyText(wallet.invite_reward_fen)} 现金奖励，存入钱包可提现。已邀请 {wallet.invited_count} 人。
      </Text>
      <Text className='wl-link' data-testid='wallet-invite-more' onClick={onInvite}>
        去邀请好友 ›
      </Text>
    </View>
  )
}

export function InvitedRow({ user }: { user: InvitedUser }) {
  return (
    <View className='wl-row' data-testid='wallet-invitee'>
      <Image className='wl-row__avatar' src={user.avatarUrl || BRAND.defaultAvatar} mode='aspectFill' lazyLoad imgProps={{ alt: '' }} />
      <View className='wl-row__main'>
        <Text className='wl-row__title'>{user.username || `用户${user.user_id}`}</Text>
        <Text className='wl-row__meta'>{timeText(user.invited_at)} 填写了邀请码</Text>
      </View>
    </View>
  )
}

export function RewardRow({ reward, busy, onClaim }: { reward: SpecialReward; busy: boolean; onClaim: () => void }) {
  const available = reward.status === 'available'
  return (
    <View className='wl-row' data-testid='wallet-reward' data-status={reward.status}>
      <View className='wl-row__main'>
        <Text className='wl-row__title'>{reward.title}</Text>
        <Text className='wl-row__meta'>{rewardNote(reward, chinaDate)}</Text>
      </View>
      <View className='wl-row__side'>
        <Text className='wl-row__amount wl-row__amount--in'>{moneyText(reward.amount_fen)}</Text>
        {available ? (
          <View className={`wl-pill wl-pill--main${busy ? ' wl-pill--off' : ''}`} data-testid='wallet-reward-claim' onClick={onClaim}>
            {busy ? '领取中' : '领取'}
          </View>
        ) : (
          <Text className='wl-row__meta'>{reward.status_name}</Text>
        )}
      </View>
    </View>
  )
}

export function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <View className='wl-row' data-testid='wallet-withdrawal' data-status={withdrawal.status}>
      <View className='wl-row__main'>
        <Text className='wl-row__title'>提现到微信零钱</Text>
        <Text className='wl-row__meta'>{timeText(withdrawal.created_at)}</Text>
        {withdrawal.status === 'rejected' && withdrawal.review_note ? <Text className='wl-row__note'>原因：{withdrawal.review_note}（金额已退回）</Text> : null}
      </View>
      <View className='wl-row__side'>
        <Text className='wl-row__amount'>{moneyText(withdrawal.amount_fen)}</Text>
        <Text className={`wl-status wl-status--${withdrawal.status}`}>{withdrawal.status_name}</Text>
      </View>
    </View>
  )
}

interface SheetProps {
  wallet: WalletSummary
  text: string
  error: string | null
  sending: boolean
  onType: (text: string) => void
  onSubmit: () => void
  onClose: () => void
}

/** 提现到微信零钱: the amount in yuan, 全部提现, what may be asked for now, the rules, the problem. */
export function WithdrawSheet({ wallet, text, error, sending, onType, onSubmit, onClose }: SheetProps) {
  const all = allAmountText(wallet)
  return (
    <View className='wl-mask' onClick={onClose} catchMove>
      <View className='wl-sheet' data-testid='withdraw-sheet' onClick={(e) => e.stopPropagation()}>
        <View className='wl-sheet__head'>
          <Text className='wl-sheet__title'>提现到微信零钱</Text>
          <Text className='wl-sheet__close' onClick={onClose}>
            关闭
          </Text>
        </View>
        <View className='wl-amount'>
          <Text className='wl-amount__unit'>¥</Text>
          <Input
            className='wl-amount__input'
            data-testid='withdraw-amount'
            type='digit'
            value={text}
            maxlength={10}
            placeholder='输入提现金额'
            placeholderStyle='color:#bbb'
            onInput={(e) => onType(e.detail.value)}
            onConfirm={onSubmit}
          />
          {all ? (
            <Text className='wl-link' data-testid='withdraw-all' onClick={() => onType(all)}>
              全部提现
            </Text>
          ) : null}
        </View>
        <Text className='wl-sheet__line' data-testid='withdraw-allowance'>
          可用余额 {moneyText(wallet.balance_fen)}。{allowanceText(wallet)}
        </Text>
        {error ? (
          <Text className='wl-sheet__error' data-testid='withdraw-error'>
            {error}
          </Text>
        ) : null}
        <View className='wl-rules' data-testid='withdraw-rules'>
          {WITHDRAWAL_RULES.map((rule, i) => (
            <Text key={rule} className='wl-rules__line'>
              {i + 1}. {rule}
            </Text>
          ))}
        </View>
        <View className={`wl-submit${sending ? ' wl-submit--off' : ''}`} data-testid='withdraw-submit' onClick={onSubmit}>
          {sending ? '提交中…' : '确认提现'}
        </View>
      </View>
    </View>
  )
}
