/**
 * The place university/around measures distances from: chosen on the choose-location page (a
 * city, the device position or a map point) and remembered on the device, so the list opens
 * where the user left it. Outside stores/index.ts: only the around and choose-location pages
 * read it.
 */
import { makeAutoObservable } from 'mobx'
import type { ChosenPlace } from '../lib/place'
import { storage } from '../platform/storage'

export const PLACE_STORAGE_KEY = 'around_place'

function valid(p: unknown): p is ChosenPlace {
  const v = p as ChosenPlace | undefined
  return !!v && Number.isFinite(v.lat) && Number.isFinite(v.lng) && typeof v.label === 'string'
}

export class PlaceStore {
  place: ChosenPlace | undefined

  constructor(private readonly store = storage) {
    const saved = store.get<ChosenPlace>(PLACE_STORAGE_KEY)
    this.place = valid(saved) ? saved : undefined
    makeAutoObservable(this)
  }

  choose(place: ChosenPlace): void {
    this.place = { ...place }
    this.store.set(PLACE_STORAGE_KEY, this.place)
  }
}

export const placeStore = new PlaceStore()
