import { useEffect, useState } from 'react'
import { sendCode } from '@/api/user'
import { errorText } from '@/api/account'
import { validateMobile } from '@/lib/validators'

export interface SendResult {
  sent: boolean
  phoneError?: string
  error?: string
}

/** Seconds to wait when the server does not say (SPEC: once a minute). */
export const DEFAULT_RESEND_SECONDS = 60

/**
 * 获取验证码: checks the phone, asks the server, then counts down from the server's
 * resend_after. Answers the button label and state, and an error for the phone field.
 */
export function useCodeSender() {
  const [until, setUntil] = useState(0)
  const [now, setNow] = useState(() => Date.now())
  const [sending, setSending] = useState(false)
  const left = Math.max(0, Math.ceil((until - now) / 1000))

  useEffect(() => {
    if (until <= Date.now()) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [until])

  /** Sends a code to phone; answers whether it went, or what is wrong. */
  async function send(phone: string): Promise<SendResult> {
    if (left > 0 || sending) return { sent: false }
    const phoneError = validateMobile(phone)
    if (phoneError) return { sent: false, phoneError }
    setSending(true)
    try {
      const { resend_after } = await sendCode(phone.trim(), { quiet: true })
      const start = Date.now()
      setNow(start)
      setUntil(start + (resend_after > 0 ? resend_after : DEFAULT_RESEND_SECONDS) * 1000)
      return { sent: true }
    } catch (error) {
      return { sent: false, error: errorText(error, '验证码发送失败，请稍后再试') }
    } finally {
      setSending(false)
    }
  }

  const label = sending ? '发送中…' : left > 0 ? `${left}s后重新获取` : '获取验证码'
  return { send, label, disabled: left > 0 || sending, left }
}
