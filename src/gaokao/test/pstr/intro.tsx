import { IntroPage } from '../parts/TestPages'

export default function Page() {
  return <IntroPage test='pstr' />
}
