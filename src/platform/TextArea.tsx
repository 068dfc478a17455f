/**
 * A multi-line text field that grows with its text, behind one component:
 *  - H5: the browser's <textarea> (React DOM renders it). Taro's H5 Textarea is a Stencil web
 *    component, and importing it brings the Stencil runtime and Swiper with it: 52 KB gzip on the
 *    page that uses it (the forum's answer box), for a field the browser already has.
 *  - mini-program: Taro's Textarea (TaroTextArea.tsx), required only in that build.
 */
import { useLayoutEffect, useRef, type FC } from 'react'

export interface TextAreaProps {
  className?: string
  value: string
  placeholder?: string
  maxLength?: number
  testId?: string
  onInput: (value: string) => void
}

function HtmlTextArea({ className, value, placeholder, maxLength, testId, onInput }: TextAreaProps) {
  const ref = useRef<HTMLTextAreaElement>(null)
  // Grows with its text (up to the max-height of its class), shrinks when it is cleared.
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    el.style.height = 'auto'
    el.style.height = `${el.scrollHeight}px`
  }, [value])
  return (
    <textarea
      ref={ref}
      className={className}
      value={value}
      placeholder={placeholder}
      maxLength={maxLength}
      rows={1}
      data-testid={testId}
      onChange={(e) => onInput(e.currentTarget.value)}
    />
  )
}

export const TextArea: FC<TextAreaProps> =
  process.env.TARO_ENV === 'h5'
    ? HtmlTextArea
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- required only in the branch the build keeps, so H5 does not bundle Taro's Stencil Textarea
      (require('./TaroTextArea') as typeof import('./TaroTextArea')).TaroTextArea
