/**
 * Taro transpiles only config/ when it loads this config; the config also reads brands/, core/
 * (signing keys) and the pure modules of src/lib (constants). Imported first by index.ts,
 * this widens the same SWC hook to those folders.
 */
import path from 'node:path'
import { createSwcRegister } from '@tarojs/helper'

const root = path.resolve(__dirname, '..')
const folders = ['config', 'brands', 'core', path.join('src', 'lib')].map((dir) => path.join(root, dir) + path.sep)

createSwcRegister({ only: [(file: string) => folders.some((dir) => file.startsWith(dir))] })
