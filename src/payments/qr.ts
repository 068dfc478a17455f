/**
 * The desktop pay flow's QR code (WeChat's code_url, Alipay's qr_code or the sandbox's confirm
 * page): its frame size and its modules, drawn by components/PayQrDialog. Encoding is the `qrcode`
 * library's (segment modes, level M, the best of the eight masks); this only turns its bit matrix
 * into rows for drawing.
 */
import { create } from 'qrcode'

/** Alipay's QR frame (SPEC §9), used for both methods. */
export const QR_FRAME_PX = 210

/**
 * The modules of the QR code of `text` (rows of booleans, true = dark), without the quiet zone;
 * null when no QR version holds the text (the dialog then shows the link itself).
 */
export function qrMatrix(text: string): boolean[][] | null {
  let modules: ReturnType<typeof create>['modules']
  try {
    modules = create(text, { errorCorrectionLevel: 'M' }).modules
  } catch {
    return null
  }
  const n = modules.size
  return Array.from({ length: n }, (_, y) => Array.from({ length: n }, (_, x) => Boolean(modules.get(y, x))))
}
