import { Picker, Text } from '@tarojs/components'

interface Props {
  /** 'YYYY-MM-DD' */
  value: string
  /** The latest date offered, 'YYYY-MM-DD'. */
  end: string
  onChange: (value: string) => void
  className: string
  testId: string
}

/**
 * A date field: WeChat's date picker in the mini-program, the browser's own date input on H5.
 * Decided at build time so the H5 bundle keeps no Taro Picker: its web components would otherwise
 * join the shared component module of the entry bundle, which every page loads.
 */
export function DateField({ value, end, onChange, className, testId }: Props) {
  if (process.env.TARO_ENV === 'weapp') {
    return (
      <Picker mode='date' value={value} end={end} onChange={(e) => onChange(String(e.detail.value))}>
        <Text className={className} data-testid={testId}>
          {value || '请选择'}
        </Text>
      </Picker>
    )
  }
  return <input type='date' className={className} data-testid={testId} value={value} max={end} onChange={(e) => onChange(e.target.value)} />
}
