import { RankingCatalog } from '../components/Rankings'

export default function UniversityRankings() {
  return <RankingCatalog kind='university' />
}
