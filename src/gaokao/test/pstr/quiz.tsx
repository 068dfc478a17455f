import { QuizPage } from '../parts/TestPages'

export default function Page() {
  return <QuizPage test='pstr' />
}
