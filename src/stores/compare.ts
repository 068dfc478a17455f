/**
 * The institutions picked for 对比院校 (university/contrast): up to four, in the order added,
 * persisted on the device. Lives outside stores/index.ts so it ships with the gaokao subpackage.
 */
import { makeAutoObservable } from 'mobx'
import type { InstitutionSummary } from '@types-contract/gaokao'
import { COMPARE_MAX, addToCompare } from '@core/gaokao'
import { storage } from '../platform/storage'

export const COMPARE_STORAGE_KEY = 'university_compare'

export type CompareItem = Pick<InstitutionSummary, 'id' | 'name' | 'code' | 'province' | 'city' | 'level' | 'department' | 'remark' | 'tags'>

function pick(u: CompareItem): CompareItem {
  const { id, name, code, province, city, level, department, remark, tags } = u
  return { id, name, code, province, city, level, department, remark, tags: [...tags] }
}

export class CompareStore {
  items: CompareItem[]

  constructor(private readonly store = storage) {
    const saved = store.get<CompareItem[]>(COMPARE_STORAGE_KEY)
    this.items = Array.isArray(saved) ? saved.filter((u) => u && typeof u.id === 'number').slice(0, COMPARE_MAX) : []
    makeAutoObservable(this)
  }

  has(id: number): boolean {
    return this.items.some((u) => u.id === id)
  }

  get full(): boolean {
    return this.items.length >= COMPARE_MAX
  }

  /** 'added' | 'present' | 'full' */
  add(u: CompareItem): 'added' | 'present' | 'full' {
    const result = addToCompare(
      this.items.map((i) => i.id),
      u.id
    )
    if (result.added) {
      this.items = [...this.items, pick(u)]
      this.persist()
      return 'added'
    }
    return result.full ? 'full' : 'present'
  }

  remove(id: number): void {
    this.items = this.items.filter((u) => u.id !== id)
    this.persist()
  }

  clear(): void {
    this.items = []
    this.persist()
  }

  private persist(): void {
    this.store.set(COMPARE_STORAGE_KEY, this.items)
  }
}

export const compareStore = new CompareStore()
