/**
 * @jest-environment jsdom
 */
import './support/globals'
import { storageData } from './support/taroMock'

jest.mock('@tarojs/taro', () => ({ __esModule: true, default: require('./support/taroMock').taroMock }))

beforeEach(() => storageData.clear())

describe('theme on the H5 document root', () => {
  afterEach(() => {
    delete process.env.TARO_ENV
    document.documentElement.removeAttribute('style')
  })

  /** The module as the given platform's build evaluates it, with the storage it reads. */
  const themeRoot = () => {
    let mod!: typeof import('../../src/platform/themeRoot') & typeof import('../../src/platform/storage')
    jest.isolateModules(() => {
      mod = { ...require('../../src/platform/themeRoot'), ...require('../../src/platform/storage') }
    })
    return mod
  }

  it('writes the saved theme (or the brand default) onto the root on H5, and a switch rewrites it', () => {
    process.env.TARO_ENV = 'h5'
    const { applyThemeToDocument, savedThemeName, storage } = themeRoot()
    const primary = () => document.documentElement.style.getPropertyValue('--nutui-color-primary')
    expect(savedThemeName('blue')).toBe('blue')
    applyThemeToDocument(savedThemeName('blue'))
    expect(primary()).toBe('#005aff')
    storage.set('theme', 'pink')
    expect(savedThemeName('blue')).toBe('pink')
    applyThemeToDocument('pink')
    expect(primary()).toBe('#cc2b64')
  })

  it('leaves the document alone in the mini-program, whose page roots carry the variables', () => {
    process.env.TARO_ENV = 'weapp'
    themeRoot().applyThemeToDocument('pink')
    expect(document.documentElement.getAttribute('style')).toBeNull()
  })
})
