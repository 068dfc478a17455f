import { observer } from 'mobx-react-lite'
import { themeStore } from '@/stores'
import { PageShellView, type PageShellProps } from './PageShellView'

/** The page root where no document root holds the theme (the mini-program): it observes the theme store. */
export const ThemedPageShell = observer(function ThemedPageShell(props: PageShellProps) {
  return <PageShellView {...props} themeVars={themeStore.vars} />
})
