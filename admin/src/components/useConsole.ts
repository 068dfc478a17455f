/** The console's data provider with its actions (api/dataProvider.ts), typed. */
import { useDataProvider } from 'react-admin'
import type { ConsoleDataProvider } from '../api/dataProvider'

export const useConsole = (): ConsoleDataProvider => useDataProvider<ConsoleDataProvider>()
