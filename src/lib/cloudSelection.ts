/**
 * Multi-select of the cloud library (spec section 4): a mode that is on or off and the chosen
 * entries. Switching the mode off clears the selection; nothing can be chosen while it is off.
 */
export interface Selection {
  on: boolean
  /** Chosen entry ids, in the order chosen. */
  ids: number[]
}

export const noSelection = (): Selection => ({ on: false, ids: [] })

/** On → off clears what was chosen; off → on starts with nothing chosen. */
export function toggleSelectMode(selection: Selection): Selection {
  return { on: !selection.on, ids: [] }
}

/** Chooses or unchooses `id`; ignored while the mode is off. */
export function toggleSelected(selection: Selection, id: number): Selection {
  if (!selection.on) return selection
  return { on: true, ids: selection.ids.includes(id) ? selection.ids.filter((x) => x !== id) : [...selection.ids, id] }
}

/** 全选 of what is shown; when all of it is chosen already, 取消全选. Ignored while the mode is off. */
export function toggleAll(selection: Selection, shown: readonly number[]): Selection {
  if (!selection.on) return selection
  const all = shown.length > 0 && shown.every((id) => selection.ids.includes(id))
  return { on: true, ids: all ? selection.ids.filter((id) => !shown.includes(id)) : [...new Set([...selection.ids, ...shown])] }
}

/** The chosen ids still among `present` (after entries were deleted, moved or the folder changed). */
export function keepPresent(selection: Selection, present: readonly number[]): Selection {
  const ids = selection.ids.filter((id) => present.includes(id))
  return ids.length === selection.ids.length ? selection : { ...selection, ids }
}

export const isSelected = (selection: Selection, id: number): boolean => selection.on && selection.ids.includes(id)
