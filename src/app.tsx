import type { PropsWithChildren } from 'react'
import { ChunkGuard } from './components/ChunkGuard'
import { ErrorBoundary } from './components/ErrorBoundary'
import './app.scss'

function App({ children }: PropsWithChildren) {
  return (
    <ErrorBoundary>
      {children}
      {process.env.TARO_ENV === 'h5' && <ChunkGuard />}
    </ErrorBoundary>
  )
}

export default App
