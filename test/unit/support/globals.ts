/** Sets the build-time constants (config/index.ts defineConstants) for tests of app modules. */
import { getBrand } from '../../../brands'

const g = globalThis as Record<string, unknown>
g.__BRAND__ = getBrand('bdgaokao')
g.__API_BASE_URL__ = 'http://api.test'
g.__API_PREFIX__ = '/release'
