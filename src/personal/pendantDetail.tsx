import ItemDetailPage from './components/ItemDetailPage'

/** 挂件详情 (?key=): a pendant on my avatar, how to get it, buy or wear it (components/ItemDetailPage.tsx). */
export default function PendantDetail() {
  return <ItemDetailPage kind='pendant' />
}
