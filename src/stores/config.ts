import { makeAutoObservable } from 'mobx'
import type { Brand } from '../../brands/types'

/** Brand and runtime options. */
export class ConfigStore {
  /** Embedded in the bilibili video platform: starts from the brand, can be set at run time. */
  bilibiliHosted: boolean

  constructor(readonly brand: Brand) {
    this.bilibiliHosted = brand.bilibiliHosted
    makeAutoObservable(this, { brand: false })
  }

  setBilibiliHosted(value: boolean): void {
    this.bilibiliHosted = value
  }
}
