/** Help articles and the support phone (自助服务; types/personalHelp.ts HELP_PATHS). No login needed. */
import { HELP_PATHS, type HelpAnswer } from '@types-contract/personalHelp'
import { request, type RequestOptions } from './request'

export const fetchHelp = (o: Pick<RequestOptions, 'quiet'> = {}) => request<HelpAnswer>(HELP_PATHS.help, o)
