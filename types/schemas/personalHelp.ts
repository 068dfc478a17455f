/** Help articles (issue 22). Constants and paths: types/personalHelp.ts. */
import { Obj, Type, type Static } from '../schema'

export const HelpArticle = Obj({ id: Type.String(), question: Type.String(), answer: Type.String() })
export type HelpArticle = Static<typeof HelpArticle>

export const HelpTopic = Obj({ key: Type.String(), title: Type.String(), articles: Type.Array(HelpArticle) })
export type HelpTopic = Static<typeof HelpTopic>

/** GET HELP_PATHS.help */
export const HelpAnswer = Obj({
  topics: Type.Array(HelpTopic),
  /** The support phone the server's configuration names (SERVICE_PHONE, else the brand's). */
  service_phone: Type.String()
})
export type HelpAnswer = Static<typeof HelpAnswer>
