import { Input, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { SHARE_LIMITS } from '@types-contract/cloudShares'
import { PageShell } from '@/components/PageShell'
import { FileIcon } from '../components/CloudParts'
import { useShareCreate } from '../components/shareCreate'
import { ListStates } from '../components/shareParts'
import '../components/cloud.scss'
import '../components/share.scss'

const RIGHTS = [
  ['forbid_download', '禁止下载', '成员只能在线查看，不能下载到本地'],
  ['forbid_print', '禁止打印', '成员不能把这些文件加入打印']
] as const

/**
 * 创建共享空间: a name, files and folders picked from my library (a folder is shared with what it
 * holds, now and later), 禁止下载 / 禁止打印 for them, 创建 → the new share. With ?share=<id>:
 * 添加文件 to that share (no name). State in components/shareCreate.ts.
 */
export default function CreateShareSpace() {
  const { params } = useRouter()
  const addTo = Number(params.share) > 0 ? Number(params.share) : undefined
  const c = useShareCreate(addTo)
  return (
    <PageShell>
      <View className='cl-page sp-page--submit' data-testid='share-create-page'>
        {addTo === undefined ? (
          <View className='sp-form'>
            <Text className='sp-form__label'>共享空间名称</Text>
            <Input
              className='sp-form__input'
              data-testid='share-create-name'
              value={c.name}
              maxlength={SHARE_LIMITS.nameMax}
              placeholder='例如：高三数学资料'
              onInput={(e) => c.setName(e.detail.value)}
            />
            <Text className='sp-form__error' data-testid='share-create-error'>
              {c.error}
            </Text>
          </View>
        ) : null}
        <View className='sp-form'>
          <Text className='sp-form__label'>成员权限</Text>
          {RIGHTS.map(([key, label, hint]) => (
            <View key={key} className='sp-switch' data-testid={`share-create-${key}`} aria-checked={c.flags[key]} onClick={() => c.flip(key)}>
              <View>
                <Text>{label}</Text>
                <Text className='sp-switch__hint'>{hint}</Text>
              </View>
              <View className={`sp-toggle${c.flags[key] ? ' sp-toggle--on' : ''}`} />
            </View>
          ))}
        </View>
        <View className='sp-section'>
          <Text className='sp-section__title'>选择要共享的文件</Text>
          <View className='cl-crumbs sp-crumbs'>
            <Text className={c.path.length ? 'cl-crumb' : 'cl-crumb cl-crumb--current'} onClick={() => c.crumb(-1)}>
              我的文库
            </Text>
            {c.path.map((crumb, i) => (
              <View key={crumb.id} className='cl-crumbs'>
                <Text className='cl-crumb__sep'>/</Text>
                <Text className={i === c.path.length - 1 ? 'cl-crumb cl-crumb--current' : 'cl-crumb'} onClick={() => c.crumb(i)}>
                  {crumb.name}
                </Text>
              </View>
            ))}
          </View>
          <ListStates list={c.list} testId='share-pick-list' empty='这里还没有文件，先到「我的文库」上传吧'>
            {c.list.state.items.map((entry) => {
              const on = c.isPicked(entry.id)
              return (
                <View
                  key={entry.id}
                  className={`cl-row${on ? ' cl-row--selected' : ''}`}
                  data-testid='share-pick'
                  data-name={entry.name}
                  onClick={() => (entry.is_folder ? c.enter(entry) : c.toggle(entry))}
                >
                  <View
                    className={`cl-check${on ? ' cl-check--on' : ''}`}
                    data-testid='share-pick-check'
                    role='checkbox'
                    aria-label={`选择 ${entry.name}`}
                    aria-checked={on}
                    onClick={(e) => {
                      e.stopPropagation()
                      c.toggle(entry)
                    }}
                  />
                  <FileIcon entry={entry} />
                  <View className='cl-row__text'>
                    <Text className='cl-row__name'>{entry.name}</Text>
                    {entry.is_folder ? <Text className='cl-row__meta'>点击打开，勾选则共享整个文件夹</Text> : null}
                  </View>
                </View>
              )
            })}
          </ListStates>
        </View>
        <View className='sp-submit'>
          <Text className='sp-picked' data-testid='share-create-picked'>
            {c.picked.length
              ? `已选 ${c.picked.length} 项：${c.picked.map((e) => e.name).join('、')}`
              : addTo === undefined
                ? '可以先创建，稍后再添加文件'
                : '请选择要添加的文件或文件夹'}
          </Text>
          <View className={`sp-submit__button${c.busy ? ' sp-submit__button--off' : ''}`} data-testid='share-create-submit' onClick={c.submit}>
            <Text>{addTo === undefined ? '创建' : '添加到共享空间'}</Text>
          </View>
        </View>
      </View>
    </PageShell>
  )
}
