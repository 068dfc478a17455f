/** react-admin's default theme with Chinese-friendly type and a denser desktop layout (1280×800 first). */
import { defaultTheme, type RaThemeOptions } from 'react-admin'

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { ...defaultTheme.palette, primary: { main: '#1f5fbf' }, secondary: { main: '#24364f' } },
  typography: { fontFamily: "system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif" },
  sidebar: { width: 200, closedWidth: 55 },
  components: {
    ...defaultTheme.components,
    // Column titles on one line: a narrow column wraps its cells, not its title.
    MuiTableCell: { styleOverrides: { head: { whiteSpace: 'nowrap' } } }
  }
}
