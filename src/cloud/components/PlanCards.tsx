import { Text, View } from '@tarojs/components'
import type { CloudPlanCard } from '@/lib/cloudPlanView'

interface Props {
  cards: CloudPlanCard[]
  chosen: string
  onChoose: (code: string) => void
}

/** The space plans of cloud/priceTable, one row each: size, 永久有效, price and price per GB. */
export function PlanCards({ cards, chosen, onChoose }: Props) {
  return (
    <View className='cp-plans'>
      {cards.map((c) => (
        <View key={c.code} className={`cp-plan${c.code === chosen ? ' cp-plan--on' : ''}`} data-testid='plan-card' data-code={c.code} onClick={() => onChoose(c.code)}>
          {c.tag && <Text className='cp-plan__tag'>{c.tag}</Text>}
          <View className='cp-plan__left'>
            <Text className='cp-plan__size'>{c.sizeText}</Text>
            <Text className='cp-plan__note'>永久有效 · 可叠加</Text>
          </View>
          <View className='cp-plan__right'>
            <Text className='cp-plan__price'>{c.priceText}</Text>
            <Text className='cp-plan__note'>{c.perGbText}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
