/** Forum calls. The forum API arrives with the forum issue; until then the feed is empty. */
export interface FeedPost {
  id: number
  title: string
}

export async function fetchFeed(): Promise<FeedPost[]> {
  return []
}
