import { Input, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'

interface Props {
  label: string
  value: string
  onInput: (value: string) => void
  placeholder?: string
  type?: 'text' | 'number' | 'idcard' | 'digit'
  password?: boolean
  maxlength?: number
  /** The validator's or server's message under the field. */
  error?: string | null
  testId: string
  /** Something at the end of the row (the 获取验证码 button). */
  extra?: ReactNode
}

/** A labelled input row with its error line under it. */
export function Field({ label, value, onInput, placeholder, type = 'text', password, maxlength, error, testId, extra }: Props) {
  return (
    <View className='acct-field'>
      <View className='acct-field__row'>
        <Text className='acct-field__label'>{label}</Text>
        <Input
          className='acct-field__input'
          data-testid={testId}
          value={value}
          type={type}
          password={password}
          maxlength={maxlength}
          placeholder={placeholder}
          placeholderStyle='color:#bbb'
          onInput={(e) => onInput(e.detail.value)}
        />
        {extra}
      </View>
      {error ? (
        <Text className='acct-field__error' data-testid={`${testId}-error`}>
          {error}
        </Text>
      ) : null}
    </View>
  )
}
