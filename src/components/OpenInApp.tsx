import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import { BRAND } from '@/env'
import { openInApp } from '@/lib/openInApp'
import './OpenInApp.scss'

/**
 * H5's floating 'App内打开' (rendered by LinkLayer, outside the page tree, so plain elements): tries
 * BRAND.openInApp.deepLink and after 500 ms, if the page is still showing, the official site
 * (src/lib/openInApp.ts). It greets a visitor on the page they landed on (a shared link, a search
 * result); their first tap elsewhere, moving on inside the app, or × hides it for this visit, so it
 * never covers what the pages open (a sheet's 关闭 sat under it).
 */
export function OpenInApp() {
  const [closed, setClosed] = useState(false)
  const [trying, setTrying] = useState<string | null>(null)
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const hide = () => setClosed(true)
    const tapElsewhere = (e: PointerEvent) => {
      if (!(e.target instanceof Node && root.current?.contains(e.target))) hide()
    }
    // Taro's H5 router announces every page change after the first (this layer loads after it).
    Taro.eventCenter.on('__taroRouterChange', hide)
    document.addEventListener('pointerdown', tapElsewhere, true)
    return () => {
      Taro.eventCenter.off('__taroRouterChange', hide)
      document.removeEventListener('pointerdown', tapElsewhere, true)
    }
  }, [])
  if (closed) return null
  const open = () => {
    let hidden = false
    const onHide = () => {
      if (document.visibilityState === 'hidden') hidden = true
    }
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('pagehide', () => (hidden = true), { once: true })
    openInApp(BRAND.openInApp, {
      go: (url) => {
        // The first go is the deep link: say so while the browser asks the system for the app.
        setTrying((t) => t ?? url)
        window.location.assign(url)
      },
      later: (run, ms) =>
        setTimeout(() => {
          document.removeEventListener('visibilitychange', onHide)
          run()
          setTrying(null)
        }, ms),
      hidden: () => hidden
    })
  }
  return (
    <div className='open-in-app' data-testid='open-in-app' ref={root}>
      <button type='button' className='open-in-app__open' data-testid='open-in-app-open' data-trying={trying ?? undefined} onClick={open}>
        {trying ? '正在打开App…' : 'App内打开'}
      </button>
      <button type='button' className='open-in-app__close' aria-label='关闭App内打开' data-testid='open-in-app-close' onClick={() => setClosed(true)}>
        ×
      </button>
    </div>
  )
}
