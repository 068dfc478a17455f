import { useEffect, type PropsWithChildren } from 'react'
import { ChunkGuard } from './components/ChunkGuard'
import { ErrorBoundary } from './components/ErrorBoundary'
import { BRAND } from './env'
import { applyThemeToDocument, savedThemeName } from './platform/themeRoot'
import './app.scss'

/**
 * Launch: the user store has already restored the session (cookie on H5, storage on weapp);
 * then config, tab config (TabConfig, HashTagConfig, QaTagConfig) and, when logged in, the user
 * state and unread count load (api/account.ts bootstrap). On H5 that code is its own chunk so
 * the entry route does not wait for it.
 */
function loadAccount(): Promise<typeof import('./api/account')> {
  return process.env.TARO_ENV === 'h5'
    ? import(/* webpackChunkName: "account" */ './api/account')
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the mini-program has no lazy chunks: the account module loads synchronously there
      Promise.resolve(require('./api/account') as typeof import('./api/account'))
}

// H5: the saved theme goes on the document root before the first page renders (no store needed).
applyThemeToDocument(savedThemeName(BRAND.theme))

function App({ children }: PropsWithChildren) {
  useEffect(() => {
    loadAccount()
      .then((account) => account.bootstrap())
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
