import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { applyTabBarTheme } from '@/platform/tabBarTheme'
import { themeStore } from '@/stores'
import { PageShellView, type PageShellProps } from './PageShellView'

/**
 * The page root where no document root holds the theme (the mini-program): it observes the theme
 * store, and on a tab page puts the native tab bar in the theme's colours.
 */
export const ThemedPageShell = observer(function ThemedPageShell(props: PageShellProps) {
  const onTab = props.tab !== undefined
  const theme = themeStore.name
  useEffect(() => {
    if (onTab) applyTabBarTheme(theme)
  }, [onTab, theme])
  return <PageShellView {...props} themeVars={themeStore.vars} />
})
