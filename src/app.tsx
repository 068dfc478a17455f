import { useEffect, type PropsWithChildren } from 'react'
import { ChunkGuard } from './components/ChunkGuard'
import { ErrorBoundary } from './components/ErrorBoundary'
import './components/linkLayer' // H5: 'App内打开' and pasted share links, a lazy chunk (docs/links.md)
import { BRAND } from './env'
import { applyThemeToDocument, savedThemeName } from './platform/themeRoot'
import './app.scss'

/**
 * Launch: the user store has already restored the session (cookie on H5, storage on weapp);
 * components/appRuntime.ts then loads config, tab config and the user (api/account.ts bootstrap),
 * re-runs that 500 ms after a network comeback, and binds and opens pushes. On H5 that code is its
 * own chunk so the entry route does not wait for it.
 */
function loadRuntime(): Promise<typeof import('./components/appRuntime')> {
  return process.env.TARO_ENV === 'h5'
    ? import(/* webpackChunkName: "account" */ './components/appRuntime')
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mini-program has no lazy chunks: the runtime loads synchronously there
      Promise.resolve(require('./components/appRuntime') as typeof import('./components/appRuntime'))
}

// H5: the saved theme goes on the document root before the first page renders (no store needed).
applyThemeToDocument(savedThemeName(BRAND.theme))

function App({ children }: PropsWithChildren) {
  useEffect(() => {
    loadRuntime()
      .then((runtime) => runtime.startAppRuntime())
      .catch(() => undefined)
  }, [])
  return (
    <ErrorBoundary>
      {children}
      {process.env.TARO_ENV === 'h5' && <ChunkGuard />}
    </ErrorBoundary>
  )
}

export default App
