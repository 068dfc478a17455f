/** The console's entry (scripts/build-admin.ts bundles it into dist/admin). */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'

const root = document.getElementById('root')
if (!root) throw new Error('#root 不存在')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>
)
