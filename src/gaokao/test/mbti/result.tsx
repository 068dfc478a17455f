import { ResultPage } from '../parts/TestPages'

export default function Page() {
  return <ResultPage test='mbti' />
}
