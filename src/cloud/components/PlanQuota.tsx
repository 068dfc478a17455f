import { Text, View } from '@tarojs/components'
import type { CloudQuota } from '@types-contract/cloud'
import { quotaView } from '@/lib/cloudView'

interface Props {
  /** null: nobody is logged in. */
  quota: CloudQuota | null
  onLogin: () => void
}

/** 我的云空间 on cloud/priceTable: used / max as a bar, or an invitation to log in. */
export function PlanQuota({ quota, onLogin }: Props) {
  if (!quota) {
    return (
      <View className='cp-quota' data-testid='plan-quota'>
        <Text className='cp-quota__title'>我的云空间</Text>
        <Text className='cp-quota__hint'>登录后查看已用空间，购买的扩容即刻到账</Text>
        <View className='cp-quota__login' data-testid='plan-login' onClick={onLogin}>
          登录
        </View>
      </View>
    )
  }
  const view = quotaView(quota)
  return (
    <View className='cp-quota' data-testid='plan-quota'>
      <Text className='cp-quota__title'>我的云空间</Text>
      <Text className='cp-quota__text' data-testid='plan-quota-text'>
        {view.text}
      </Text>
      <View className='cp-quota__bar'>
        <View className={`cp-quota__fill${view.full ? ' cp-quota__fill--full' : ''}`} style={{ width: `${Math.round(view.ratio * 100)}%` }} />
      </View>
      {view.full && <Text className='cp-quota__hint'>空间已满，扩容后即可继续上传</Text>}
    </View>
  )
}
