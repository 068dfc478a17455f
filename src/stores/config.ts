import { makeAutoObservable } from 'mobx'
import type { Brand } from '../../brands/types'
import type { AppConfigResponse, ServerConfig, TabConfigItem, TabConfigResponse } from '@types-contract/user'

/** Brand and runtime options, and the server's app config (getConfig, getTabConfig). */
export class ConfigStore {
  /** Embedded in the bilibili video platform: starts from the brand, can be set at run time. */
  bilibiliHosted: boolean
  serverConfig: ServerConfig | null = null
  /** The service phone the server names; the brand's until it answers. */
  servicePhone: string
  tabConfig: TabConfigResponse['TabConfig'] = { middle_school: [], university: [] }
  hashTagConfig: TabConfigItem[] = []
  qaTagConfig: TabConfigItem[] = []
  /** Both config calls have answered at least once. */
  loaded = false

  constructor(readonly brand: Brand) {
    this.bilibiliHosted = brand.bilibiliHosted
    this.servicePhone = brand.supportPhone
    makeAutoObservable(this, { brand: false })
  }

  setBilibiliHosted(value: boolean): void {
    this.bilibiliHosted = value
  }

  applyConfig(config: AppConfigResponse): void {
    this.serverConfig = config.serverConfig
    if (config.service_phone) this.servicePhone = config.service_phone
  }

  applyTabConfig(config: TabConfigResponse): void {
    this.tabConfig = config.TabConfig
    this.hashTagConfig = config.HashTagConfig
    this.qaTagConfig = config.QaTagConfig
  }

  setLoaded(): void {
    this.loaded = true
  }
}
