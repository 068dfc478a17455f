/**
 * Taro's host components as plain DOM elements for component tests (jsdom), passing through what
 * an H5 element gets (class, style, click, role, aria-* and data-*) and dropping Taro-only props.
 * Use: jest.mock('@tarojs/components', () => jest.requireActual('../support/taroHosts').taroHosts)
 */
import { createElement, type ReactNode } from 'react'

type HostProps = { children?: ReactNode; [prop: string]: unknown }

const DOM_PROP = /^(className|style|onClick|role|aria-.+|data-.+)$/

const host =
  (tag: string) =>
  ({ children, ...props }: HostProps) =>
    createElement(tag, Object.fromEntries(Object.entries(props).filter(([name]) => DOM_PROP.test(name))), children)

export const taroHosts = { View: host('div'), Text: host('span'), ScrollView: host('div'), Input: host('input') }
