import { deriveAppConfig } from './appConfig'

export default defineAppConfig(deriveAppConfig(process.env.TARO_ENV))
