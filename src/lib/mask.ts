/** 13800138000 → 138****8000; anything that is not 11 digits (already masked, empty) is kept. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return ''
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone
}
