/** A jest stand-in for @tarojs/taro: in-memory storage and recorded UI and network calls. */
export const storageData = new Map<string, unknown>()

export const taroMock = {
  getStorageSync: jest.fn((key: string) => (storageData.has(key) ? storageData.get(key) : '')),
  setStorageSync: jest.fn((key: string, value: unknown) => void storageData.set(key, value)),
  removeStorageSync: jest.fn((key: string) => void storageData.delete(key)),
  request: jest.fn(),
  showToast: jest.fn(() => Promise.resolve()),
  showModal: jest.fn(() => Promise.resolve()),
  hideLoading: jest.fn(() => Promise.resolve()),
  stopPullDownRefresh: jest.fn(() => Promise.resolve()),
  navigateTo: jest.fn(() => Promise.resolve()),
  getCurrentInstance: jest.fn(() => ({ router: { path: '/pages/tabbar/forum' } }))
}
