import { Text, View } from '@tarojs/components'
import type { PayMethod } from '@types-contract/payments'
import { methodsFor } from '../payments/flowChoice'
import { currentPayFlow } from '../payments/startPayment'
import './PayMethodPicker.scss'

const METHOD_LABEL: Record<PayMethod, string> = { wxpay: '微信支付', alipay: '支付宝' }

interface Props {
  value: PayMethod | null
  onChange: (method: PayMethod) => void
}

/**
 * 支付方式: the methods this device can pay with (the mini-program only WeChat Pay), none chosen
 * at first; startPayment applies the method rules to what was chosen. Used by the pages that sell.
 */
export function PayMethodPicker({ value, onChange }: Props) {
  return (
    <View className='pay-methods'>
      {methodsFor(currentPayFlow()).map((m) => (
        <View key={m} className={`pay-method pay-method--${m}${value === m ? ' pay-method--on' : ''}`} data-testid={`pay-method-${m}`} onClick={() => onChange(m)}>
          <Text className='pay-method__dot' />
          <Text>{METHOD_LABEL[m]}</Text>
        </View>
      ))}
    </View>
  )
}
