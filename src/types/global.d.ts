/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.svg'
declare module '*.css'
declare module '*.scss'

/** Build-time constants from config/index.ts (defineConstants). Read them through src/env.ts. */
declare const __BRAND__: import('../../brands/types').Brand
declare const __SIGN_KEYS__: string[]
declare const __API_BASE_URL__: string
declare const __API_PREFIX__: string

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    TARO_ENV: 'weapp' | 'h5' | undefined
    TARO_APP_ID: string
  }
}

/** The H5 pull-to-refresh wrapper, which @tarojs/components-react 4.2.1 exports without a type (src/platform/pullDownRefresh.tsx). */
declare module '@tarojs/components-react' {
  export const PullDownRefresh: import('react').ForwardRefExoticComponent<
    { children?: import('react').ReactNode; onRefresh?: () => void } & import('react').RefAttributes<unknown>
  >
}
