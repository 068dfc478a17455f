import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { MallUserCoupon } from '@types-contract/mallCart'
import { couponFace } from '@/lib/mallCart'
import './coupon.scss'

type Rule = Pick<MallUserCoupon, 'name' | 'kind' | 'threshold_fen' | 'discount_fen' | 'percent_off' | 'max_discount_fen' | 'category'>

interface TicketProps {
  coupon: Rule
  /** The validity line (dates, or 领取后n天内有效). */
  validity: string
  /** Greyed, with a stamp (已使用, 已过期) or a reason (choose mode's 不可用). */
  dim?: boolean
  stamp?: string
  /** Why it cannot be used (choose mode). */
  reason?: string | null
  /** What it takes off this order (choose mode). */
  saving?: string
  soon?: boolean
  testId: string
  id: number
  /** The right side: 去使用, 领取, a radio. */
  action?: ReactNode
  onClick?: () => void
}

/**
 * A coupon as a ticket: the amount (¥10 / 8.5折) and its condition on the left, the name, scope
 * (全场通用 / 限…), the cap and validity on the right with the action; used and expired ones greyed
 * with their stamp.
 */
export function CouponTicket({ coupon, validity, dim, stamp, reason, saving, soon, testId, id, action, onClick }: TicketProps) {
  const face = couponFace(coupon)
  return (
    <View className={`mc-ticket${dim ? ' mc-ticket--dim' : ''}`} data-testid={testId} data-id={id} data-name={coupon.name} onClick={onClick}>
      <View className='mc-ticket__face'>
        <View className='mc-ticket__amount'>
          {face.unit === '¥' ? <Text className='mc-ticket__unit'>¥</Text> : null}
          <Text className='mc-ticket__num'>{face.amount}</Text>
          {face.unit === '折' ? <Text className='mc-ticket__unit'>折</Text> : null}
        </View>
        <Text className='mc-ticket__cond'>{face.condition}</Text>
      </View>
      <View className='mc-ticket__body'>
        <Text className='mc-ticket__name'>{coupon.name}</Text>
        <View className='mc-ticket__tags'>
          <Text className='mc-ticket__tag'>{face.scope}</Text>
          {face.cap ? <Text className='mc-ticket__tag'>{face.cap}</Text> : null}
          {soon ? <Text className='mc-ticket__tag mc-ticket__tag--soon'>即将过期</Text> : null}
        </View>
        <Text className='mc-ticket__valid'>{validity}</Text>
        {saving ? (
          <Text className='mc-ticket__saving' data-testid='coupon-saving'>
            {saving}
          </Text>
        ) : null}
        {reason ? (
          <Text className='mc-ticket__reason' data-testid='coupon-reason'>
            {reason}
          </Text>
        ) : null}
      </View>
      {action ? <View className='mc-ticket__action'>{action}</View> : null}
      {stamp ? <Text className='mc-ticket__stamp'>{stamp}</Text> : null}
    </View>
  )
}

/** A small pill button on a ticket (去使用, 立即领取); `off` for 已领取. */
export function TicketButton({ label, off, testId, onClick }: { label: string; off?: boolean; testId: string; onClick?: () => void }) {
  return (
    <View
      className={`mc-ticket__btn${off ? ' mc-ticket__btn--off' : ''}`}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation()
        if (!off) onClick?.()
      }}
    >
      <Text>{label}</Text>
    </View>
  )
}

/** The radio of choose mode. */
export const TicketRadio = ({ on }: { on: boolean }) => <View className={`mc-radio${on ? ' mc-radio--on' : ''}`} data-on={String(on)} />
