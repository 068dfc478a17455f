/** 敏感词 (WORD_PATHS.words): a new post, answer or reply containing a listed word is held for review. Add or remove words. */
import { useState } from 'react'
import { Datagrid, FunctionField, SearchInput, TopToolbar, useRecordContext } from 'react-admin'
import { QueueList } from '../../components/QueueList'
import { TextField } from '@mui/material'
import { WORD_LIMITS, WORD_PATHS, type SensitiveWord } from '../../../../types/adminWords'
import { ActionDialog } from '../../components/ActionDialog'
import { EmptyState } from '../../components/EmptyState'
import { time } from '../../components/format'
import { useConsole } from '../../components/useConsole'

function AddWord() {
  const consoleApi = useConsole()
  const [word, setWord] = useState('')
  const trimmed = word.trim()
  return (
    <ActionDialog
      label='添加敏感词'
      variant='contained'
      description='添加后立即生效：新发布的帖子、回答和回复含有该词时进入待审核。'
      done='已添加'
      onOpen={() => setWord('')}
      valid={trimmed.length >= WORD_LIMITS.min && trimmed.length <= WORD_LIMITS.max}
      onConfirm={() => consoleApi.call('POST', WORD_PATHS.words, { body: { word: trimmed } })}
    >
      <TextField
        label='敏感词'
        value={word}
        onChange={(e) => setWord(e.target.value)}
        helperText={`${WORD_LIMITS.min}–${WORD_LIMITS.max} 个字，不区分大小写和全半角`}
        autoFocus
      />
    </ActionDialog>
  )
}

function Remove() {
  const item = useRecordContext<SensitiveWord>()
  const consoleApi = useConsole()
  if (!item) return null
  return (
    <ActionDialog
      label='删除'
      color='error'
      description={`从敏感词表中删除“${item.word}”？`}
      done='已删除'
      onConfirm={() => consoleApi.call('DELETE', `${WORD_PATHS.words}${encodeURIComponent(item.word)}/`)}
    />
  )
}

const EMPTY = <EmptyState title='敏感词表为空' />
const filters = [<SearchInput key='q' source='q' placeholder='查找敏感词' alwaysOn />]

export function WordList() {
  return (
    <QueueList
      resource='words'
      title='敏感词'
      filters={filters}
      empty={false}
      perPage={50}
      actions={
        <TopToolbar>
          <AddWord />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={EMPTY}>
        <FunctionField label='敏感词' sortable={false} render={(w: SensitiveWord) => w.word} />
        <FunctionField label='添加时间' sortable={false} render={(w: SensitiveWord) => time(w.created_at)} />
        <Remove />
      </Datagrid>
    </QueueList>
  )
}
