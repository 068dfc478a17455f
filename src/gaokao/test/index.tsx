import { TestIndexPage } from './parts/TestPages'

export default TestIndexPage
