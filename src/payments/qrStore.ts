/**
 * The desktop QR payment on show: desktop.ts sets it, components/PayQrDialog.tsx draws it in its
 * 210×210 frame. Closing the dialog ends the flow's polling.
 */
import { makeAutoObservable } from 'mobx'
import type { PayMethod } from '@types-contract/payments'

export interface QrPrompt {
  outOrderNumber: string
  /** What the QR code holds (WeChat code_url, Alipay qr_code, or the sandbox's confirm page). */
  content: string
  method: PayMethod
  subject: string
  totalFee: number
  /** Only from the sandbox: its confirm page, offered as a link as well. */
  sandboxUrl?: string
}

export class PayQrStore {
  prompt: QrPrompt | null = null
  paid = false

  constructor() {
    makeAutoObservable(this)
  }

  open(prompt: QrPrompt): void {
    this.prompt = prompt
    this.paid = false
  }

  markPaid(): void {
    this.paid = true
  }

  close(): void {
    this.prompt = null
    this.paid = false
  }

  /** The dialog of this order is still open. */
  isOpen(outOrderNumber: string): boolean {
    return this.prompt?.outOrderNumber === outOrderNumber
  }
}

export const payQrStore = new PayQrStore()
