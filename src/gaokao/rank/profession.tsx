import { RankingCatalog } from '../components/Rankings'

export default function ProfessionRankings() {
  return <RankingCatalog kind='profession' />
}
