export type * from './schemas/personalHelp'

/**
 * Help (自助服务, personal/service/selfService) and the support contact (服务提供方, 联系客服), issue 22.
 * The articles are served by the server (server/services/personal/help.ts), not carried by the app:
 * they follow prices and rules that change between releases, and a mini-program release waits for
 * review. Shapes in types/schemas/personalHelp.ts.
 */

/** When the support phone is answered (China time); shown beside the number. */
export const SERVICE_HOURS = '每天 9:00-21:00'

export const HELP_PATHS = {
  /** GET (no login) → HelpAnswer: the topics with their articles, and the support phone. */
  help: '/api/user/help/'
} as const
