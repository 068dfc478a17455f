/**
 * 特别奖励 (WALLET_PATHS.staffSpecialRewards): money the user claims into their wallet from a system
 * message, up to SPECIAL_REWARD_MAX_FEN, with an optional expiry.
 */
import { useState } from 'react'
import { InputAdornment, TextField } from '@mui/material'
import { SPECIAL_REWARD_MAX_FEN } from '../../../../core/wallet'
import { WALLET_PATHS, WALLET_TEXT_LIMITS } from '../../../../types/personalWallet'
import { ActionDialog } from '../../components/ActionDialog'
import { yuan } from '../../components/format'
import { useConsole } from '../../components/useConsole'

export function SpecialReward({ userId, username }: { userId: number; username: string }) {
  const consoleApi = useConsole()
  const [title, setTitle] = useState('')
  const [amount, setAmount] = useState('')
  const [until, setUntil] = useState('')
  const fen = /^\d+(\.\d{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : 0
  const ok = title.trim() !== '' && fen >= 1 && fen <= SPECIAL_REWARD_MAX_FEN
  return (
    <ActionDialog
      label='特别奖励'
      title={`给 ${username} 发放特别奖励`}
      description={`用户在系统消息中领取，领取后进入钱包；单笔最多 ${yuan(SPECIAL_REWARD_MAX_FEN)}。`}
      done='已发放'
      onOpen={() => {
        setTitle('')
        setAmount('')
        setUntil('')
      }}
      valid={ok}
      onConfirm={() =>
        consoleApi.call('POST', WALLET_PATHS.staffSpecialRewards, {
          // The end of the chosen China calendar day.
          body: { user_id: userId, title: title.trim(), amount_fen: fen, ...(until ? { expires_at: `${until}T23:59:59+08:00` } : {}) }
        })
      }
    >
      <TextField label='奖励名称' value={title} onChange={(e) => setTitle(e.target.value)} inputProps={{ maxLength: WALLET_TEXT_LIMITS.rewardTitleMax }} />
      <TextField
        label='金额'
        value={amount}
        onChange={(e) => setAmount(e.target.value.trim())}
        error={amount !== '' && !(fen >= 1 && fen <= SPECIAL_REWARD_MAX_FEN)}
        InputProps={{ startAdornment: <InputAdornment position='start'>¥</InputAdornment> }}
      />
      <TextField label='领取截止日（选填）' type='date' value={until} onChange={(e) => setUntil(e.target.value)} InputLabelProps={{ shrink: true }} />
    </ActionDialog>
  )
}
