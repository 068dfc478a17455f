import ItemDetailPage from './components/ItemDetailPage'

/** 饰品详情 (?key=): an accessory beside my name, how to get it, buy or wear it (components/ItemDetailPage.tsx). */
export default function AccessoryDetail() {
  return <ItemDetailPage kind='accessory' />
}
