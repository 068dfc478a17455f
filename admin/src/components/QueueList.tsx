/**
 * A staff queue's list: react-admin's List with the console's defaults, so each page says only what
 * is its own (resource, title, filters, empty state). 25 rows a page; no CSV export, no create
 * button and no remembered filters (a queue opens on its own default filter every time).
 */
import { List, type ListProps } from 'react-admin'

export function QueueList(props: ListProps) {
  return <List perPage={25} exporter={false} storeKey={false} actions={false} {...props} />
}
