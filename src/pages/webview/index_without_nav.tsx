import { WebTarget } from './WebTarget'

/** pages/webview/index_without_nav: see WebTarget (docs/links.md). */
export default function Page() {
  return <WebTarget mode='bare' />
}
