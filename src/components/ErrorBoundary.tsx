import { Text, View } from '@tarojs/components'
import { Component, type ReactNode } from 'react'
import { RetryButton } from './RetryButton'
import './LoadView.scss'

interface State {
  error?: Error
}

/** Catches a render error anywhere below (a page, a lazy chunk) and offers 重试 instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {}

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <View className='load-view' data-testid='error-boundary'>
        <Text>{error.message || '页面出错了'}</Text>
        <RetryButton onClick={() => this.setState({ error: undefined })} />
      </View>
    )
  }
}
