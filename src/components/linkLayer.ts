/**
 * H5 only: once the first screen has loaded, the 'App内打开' button and the detector of pasted share
 * link texts load as their own chunk (LinkLayer.tsx), so the entry route carries only these lines.
 * app.tsx imports this file once (docs/links.md).
 */
if (process.env.TARO_ENV === 'h5' && typeof window !== 'undefined') {
  const start = () => {
    import(/* webpackChunkName: "links" */ './LinkLayer').then((m) => m.startLinkLayer()).catch(() => undefined)
  }
  if (document.readyState === 'complete') setTimeout(start, 0)
  else window.addEventListener('load', start, { once: true })
}

export {}
