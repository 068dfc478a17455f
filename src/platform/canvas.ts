/**
 * A 2D drawing context for the chart host of components/charts/TrendChart, one way per platform:
 *  - weapp: the host is `<Canvas type='2d'>`; a selector query hands its node, WeChat's Canvas
 *    (canvas 2d, base library ≥ 2.7), with the box size.
 *  - H5: the host is a plain view and a real <canvas> is put inside it. Taro's Canvas component is
 *    not used there: it would add its web component to the entry bundle, which every page loads.
 * The canvas is sized to its CSS box times the pixel ratio; the caller scales by that ratio.
 */
import Taro from '@tarojs/taro'

export interface Canvas2d {
  context: CanvasRenderingContext2D
  /** CSS size of the canvas box. */
  width: number
  height: number
  pixelRatio: number
}

export interface Found {
  node: { width: number; height: number; getContext(type: '2d'): CanvasRenderingContext2D | null }
  width: number
  height: number
}

const RETRY_MS = 50
const ATTEMPTS = 20

/** weapp: the node of the page's `<Canvas type='2d' id>` with its box size (also used by exportImage). */
export function weappFind(id: string): Promise<Found | undefined> {
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true }, () => undefined)
      .exec((res: unknown[]) => resolve(res?.[0] as Found | undefined))
  })
}

async function h5Find(id: string): Promise<Found | undefined> {
  const host = document.getElementById(id)
  if (!host) return undefined
  let canvas = host.querySelector('canvas')
  if (!canvas) {
    canvas = document.createElement('canvas')
    canvas.style.cssText = 'display:block;width:100%;height:100%'
    host.appendChild(canvas)
  }
  return { node: canvas, width: host.clientWidth, height: host.clientHeight }
}

const find = process.env.TARO_ENV === 'weapp' ? weappFind : h5Find

function pixelRatio(): number {
  try {
    return Taro.getSystemInfoSync().pixelRatio || 1
  } catch {
    return 1
  }
}

/**
 * Resolves once the host `id` is in the page and laid out (a mini-program page renders it a tick
 * after React commits, so this retries for up to a second); rejects when it never appears.
 */
export async function canvas2d(id: string): Promise<Canvas2d> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const found = await find(id)
    const context = found && found.width > 0 && found.height > 0 ? found.node.getContext('2d') : null
    if (found && context) {
      const ratio = pixelRatio()
      // Setting the size also clears the canvas and resets its transform, so every draw starts clean.
      found.node.width = Math.round(found.width * ratio)
      found.node.height = Math.round(found.height * ratio)
      return { context, width: found.width, height: found.height, pixelRatio: ratio }
    }
    await new Promise((r) => setTimeout(r, RETRY_MS))
  }
  throw new Error(`canvas host #${id} not found`)
}
