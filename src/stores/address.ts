/**
 * The user's shipping addresses and the "current address" an order ships to (SPEC §3: a current
 * address is remembered). Both are persisted on the device, so the order page shows the address at
 * once and the choice survives a restart; the list is reloaded from the server whenever a page
 * needs it. When the remembered address is gone (deleted here or elsewhere) the default takes its
 * place (lib/addressForm.ts currentAddressOf). Logout clears both (resetRegistry; the storage keys
 * are in USER_STORAGE_KEYS too, for a logout before this store was loaded).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { Address, AddressInput } from '@types-contract/addresses'
import { createAddress, deleteAddress, fetchAddresses, setDefaultAddress, updateAddress } from '../api/addresses'
import { currentAddressOf } from '../lib/addressForm'
import { STORAGE_KEYS, storage } from '../platform/storage'
import { registerReset } from './resetRegistry'

const quiet = { quiet: true }

export class AddressStore {
  items: Address[]
  /** The id chosen for orders (addressList in choose mode); null: the default. */
  currentId: number | null
  /** True once the list came from the server in this session. */
  loaded = false

  constructor(private readonly store = storage) {
    const saved = store.get<Address[]>(STORAGE_KEYS.addresses)
    this.items = Array.isArray(saved) ? saved.filter((a) => a && typeof a.id === 'number') : []
    const current = store.get<number>(STORAGE_KEYS.currentAddress)
    this.currentId = typeof current === 'number' ? current : null
    makeAutoObservable<AddressStore, 'store'>(this, { store: false })
  }

  /** The address an order ships to: the current one, else the default, else null. */
  get current(): Address | null {
    return currentAddressOf(this.items, this.currentId)
  }

  /** The list from the server; a remembered current address that is gone is forgotten. Throws the call's error. */
  async load(): Promise<Address[]> {
    const { items } = await fetchAddresses(quiet)
    runInAction(() => {
      this.items = items
      this.loaded = true
      if (this.currentId !== null && !items.some((a) => a.id === this.currentId)) this.currentId = null
      this.persist()
    })
    return items
  }

  /** Remembers `id` as the address orders ship to. */
  choose(id: number): void {
    this.currentId = id
    this.persist()
  }

  /**
   * Creates (no id) or edits an address, then reloads the list (a new default changes another).
   * Throws only the write's error: once it is saved, a failed reload keeps the saved address in
   * the list, so the form is not sent twice.
   */
  async save(input: AddressInput, id?: number): Promise<Address> {
    const saved = id === undefined ? await createAddress(input, quiet) : await updateAddress(id, input, quiet)
    await this.reloadAfterWrite(() => {
      this.items = [saved, ...this.items.filter((a) => a.id !== saved.id).map((a) => (saved.is_default ? { ...a, is_default: false } : a))]
    })
    return saved
  }

  /** Deletes; the server makes another address the default when this was it, so the list is reloaded. */
  async remove(id: number): Promise<void> {
    await deleteAddress(id, quiet)
    await this.reloadAfterWrite(() => {
      this.items = this.items.filter((a) => a.id !== id)
    })
  }

  async makeDefault(id: number): Promise<void> {
    await setDefaultAddress(id, quiet)
    await this.reloadAfterWrite(() => {
      this.items = this.items.map((a) => ({ ...a, is_default: a.id === id }))
    })
  }

  /** The list after a write; when it cannot be read, `patch` applies the write locally until the next load. */
  private async reloadAfterWrite(patch: () => void): Promise<void> {
    try {
      await this.load()
    } catch {
      runInAction(() => {
        patch()
        this.persist()
      })
    }
  }

  reset(): void {
    this.items = []
    this.currentId = null
    this.loaded = false
    this.store.remove(STORAGE_KEYS.addresses)
    this.store.remove(STORAGE_KEYS.currentAddress)
  }

  private persist(): void {
    this.store.set(STORAGE_KEYS.addresses, this.items)
    if (this.currentId === null) this.store.remove(STORAGE_KEYS.currentAddress)
    else this.store.set(STORAGE_KEYS.currentAddress, this.currentId)
  }
}

export const addressStore = new AddressStore()

registerReset('address', () => addressStore.reset())
