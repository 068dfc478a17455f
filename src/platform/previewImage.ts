/**
 * Shows a post's picture full screen:
 *  - mini-program: WeChat's own viewer (Taro.previewImage), which swipes through `urls`;
 *  - H5: a plain overlay with the tapped picture, closed by a tap. Taro's H5 previewImage is built
 *    on its Stencil Swiper component and would bring 52 KB gzip to the page that calls it.
 * The condition is decided at build time, so the bundler keeps one branch and its Taro API.
 */
import Taro from '@tarojs/taro'

function showOverlay(url: string): void {
  const overlay = document.createElement('div')
  overlay.setAttribute('data-testid', 'image-preview')
  overlay.setAttribute('role', 'dialog')
  overlay.style.cssText = 'position:fixed;top:0;right:0;bottom:0;left:0;z-index:1000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,0.92)'
  const image = document.createElement('img')
  image.src = url
  image.alt = ''
  image.style.cssText = 'max-width:100%;max-height:100%;object-fit:contain'
  overlay.appendChild(image)
  overlay.addEventListener('click', () => overlay.remove())
  document.body.appendChild(overlay)
}

export function previewImage(urls: string[], current: string): void {
  if (process.env.TARO_ENV === 'h5') {
    showOverlay(current)
  } else {
    Taro.previewImage({ urls, current }).catch(() => undefined)
  }
}
