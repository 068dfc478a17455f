/** 填志愿's 院校标签 filter (application/index): the list shows the units whose institution carries the tag. */
import { useState } from 'react'
import { INSTITUTION_TAGS, type InstitutionTag } from '@types-contract/gaokao'
import { OptionSheet } from '@/components/OptionSheet'
import { FilterChip } from '@/gaokao/components/Filters'

const TAG_OPTIONS = [{ value: '', label: '全部' }, ...INSTITUTION_TAGS.map((tag) => ({ value: tag, label: tag }))]

/** 院校标签: a chip that opens the sheet of tags (985, 211, 双一流, 民办, 中外合作); 全部 clears it. */
export function TagFilter({ value, onPick }: { value: InstitutionTag | undefined; onPick: (tag: InstitutionTag | undefined) => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <FilterChip label='院校标签' value={value} testId='recommend-filter-tag' onClick={() => setOpen(true)} />
      {open ? (
        <OptionSheet
          title='选择院校标签'
          options={TAG_OPTIONS}
          value={value ?? ''}
          onPick={(picked) => {
            setOpen(false)
            onPick((picked || undefined) as InstitutionTag | undefined)
          }}
          onClose={() => setOpen(false)}
          testId='recommend-filter-tag-sheet'
        />
      ) : null}
    </>
  )
}
