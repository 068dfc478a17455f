import { WebTarget } from './WebTarget'

/** pages/webview/pc: see WebTarget (docs/links.md). */
export default function Page() {
  return <WebTarget mode='pc' />
}
