import { WebTarget } from './WebTarget'

/** pages/webview/index: see WebTarget (docs/links.md). */
export default function Page() {
  return <WebTarget mode='index' />
}
