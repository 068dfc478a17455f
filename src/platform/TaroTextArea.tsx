/** The mini-program's multi-line text field (TextArea.tsx says why H5 has its own). */
import { Textarea } from '@tarojs/components'
import type { TextAreaProps } from './TextArea'

export function TaroTextArea({ className, value, placeholder, maxLength, testId, onInput }: TextAreaProps) {
  return (
    <Textarea
      className={className}
      value={value}
      placeholder={placeholder}
      maxlength={maxLength}
      autoHeight
      showConfirmBar={false}
      cursorSpacing={24}
      data-testid={testId}
      onInput={(e) => onInput(e.detail.value)}
    />
  )
}
