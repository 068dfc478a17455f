/**
 * react-admin's messages in simplified Chinese, deep-merged over ra-language-english so that a key
 * a newer react-admin adds still has a text (in English) rather than showing its key.
 */
import englishMessages from 'ra-language-english'
import polyglotI18nProvider from 'ra-i18n-polyglot'
import type { TranslationMessages } from 'react-admin'

type Tree = { [key: string]: string | Tree }

const zh: Tree = {
  ra: {
    action: {
      add_filter: '添加筛选',
      add: '添加',
      back: '返回',
      bulk_actions: '已选 %{smart_count} 项',
      cancel: '取消',
      clear_array_input: '清空列表',
      clear_input_value: '清除',
      clone: '复制',
      confirm: '确定',
      create: '新建',
      create_item: '新建 %{item}',
      delete: '删除',
      edit: '编辑',
      export: '导出',
      list: '列表',
      refresh: '刷新',
      remove_filter: '移除此筛选',
      remove_all_filters: '移除全部筛选',
      remove: '移除',
      reset: '重置',
      save: '保存',
      search: '搜索',
      search_columns: '搜索列',
      select_all: '全选',
      select_all_button: '全选',
      select_row: '选择此行',
      show: '查看',
      sort: '排序',
      undo: '撤销',
      unselect: '取消选择',
      expand: '展开',
      close: '关闭',
      open_menu: '打开菜单',
      close_menu: '收起菜单',
      update: '更新',
      move_up: '上移',
      move_down: '下移',
      open: '打开',
      toggle_theme: '切换明暗主题',
      select_columns: '列',
      update_application: '重新加载'
    },
    boolean: { true: '是', false: '否', null: ' ' },
    page: {
      create: '新建%{name}',
      dashboard: '概览',
      edit: '%{name} %{recordRepresentation}',
      error: '出错了',
      list: '%{name}',
      loading: '加载中',
      not_found: '页面不存在',
      show: '%{name} %{recordRepresentation}',
      empty: '暂无%{name}',
      invite: '',
      access_denied: '无权访问',
      authentication_error: '身份验证出错'
    },
    input: {
      file: { upload_several: '拖入文件，或点击选择', upload_single: '拖入一个文件，或点击选择' },
      image: { upload_several: '拖入图片，或点击选择', upload_single: '拖入一张图片，或点击选择' },
      references: {
        all_missing: '找不到关联数据',
        many_missing: '部分关联数据已不存在',
        single_missing: '关联数据已不存在'
      },
      password: { toggle_visible: '隐藏密码', toggle_hidden: '显示密码' }
    },
    message: {
      about: '关于',
      access_denied: '你没有访问此页面的权限',
      are_you_sure: '确定吗？',
      authentication_error: '身份验证服务出错，无法核对登录状态',
      auth_error: '核对登录凭证时出错',
      bulk_delete_content: '确定删除这 %{smart_count} 项吗？',
      bulk_delete_title: '删除 %{smart_count} 项%{name}',
      bulk_update_content: '确定更新这 %{smart_count} 项吗？',
      bulk_update_title: '更新 %{smart_count} 项%{name}',
      clear_array_input: '确定清空整个列表吗？',
      delete_content: '确定删除此%{name}吗？',
      delete_title: '删除%{name} %{recordRepresentation}',
      details: '详情',
      error: '操作未能完成',
      invalid_form: '表单有误，请检查',
      loading: '请稍候',
      no: '否',
      not_found: '地址有误，或链接已失效',
      select_all_limit_reached: '项目太多，只选中了前 %{max} 项',
      unsaved_changes: '有修改尚未保存，确定离开吗？',
      yes: '是',
      placeholder_data_warning: '网络问题：数据未能刷新'
    },
    navigation: {
      clear_filters: '清除筛选',
      no_filtered_results: '当前筛选下没有%{name}',
      no_results: '没有%{name}',
      no_more_results: '第 %{page} 页超出范围，请回到上一页',
      page_out_of_boundaries: '第 %{page} 页超出范围',
      page_out_from_end: '已是最后一页',
      page_out_from_begin: '已是第一页',
      page_range_info: '%{offsetBegin}-%{offsetEnd}，共 %{total} 条',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd}，多于 %{offsetEnd} 条',
      current_page: '第 %{page} 页',
      page: '前往第 %{page} 页',
      first: '第一页',
      last: '最后一页',
      next: '下一页',
      previous: '上一页',
      page_rows_per_page: '每页条数：',
      skip_nav: '跳到正文'
    },
    sort: { sort_by: '按%{field_lower_first}%{order}排序', ASC: '升序', DESC: '降序' },
    auth: {
      auth_check_error: '请先登录',
      user_menu: '账号',
      username: '用户名',
      password: '密码',
      email: '邮箱',
      sign_in: '登录',
      sign_in_error: '登录失败，请重试',
      logout: '退出登录'
    },
    notification: {
      updated: '已更新 %{smart_count} 项',
      created: '已创建',
      deleted: '已删除 %{smart_count} 项',
      bad_item: '数据有误',
      item_doesnt_exist: '记录不存在',
      http_error: '与服务器通信出错',
      data_provider_error: '数据出错，详情见浏览器控制台',
      i18n_error: '无法加载该语言的文本',
      canceled: '已取消',
      logged_out: '登录已失效，请重新登录',
      not_authorized: '你没有访问此内容的权限',
      application_update_available: '有新版本可用',
      offline: '网络已断开，无法加载数据'
    },
    validation: {
      required: '必填',
      minLength: '至少 %{min} 个字符',
      maxLength: '最多 %{max} 个字符',
      minValue: '不能小于 %{min}',
      maxValue: '不能大于 %{max}',
      number: '须为数字',
      email: '须为有效的邮箱',
      oneOf: '须为以下之一：%{options}',
      regex: '格式不正确：%{pattern}',
      unique: '不能重复'
    },
    saved_queries: {
      label: '已存查询',
      query_name: '查询名称',
      new_label: '保存当前查询…',
      new_dialog_title: '将当前查询保存为',
      remove_label: '删除已存查询',
      remove_label_with_name: '删除查询“%{name}”',
      remove_dialog_title: '删除已存查询？',
      remove_message: '确定从已存查询中删除此项吗？',
      help: '筛选列表并保存此查询以便之后使用'
    },
    guesser: { empty: { title: '没有可显示的数据', message: '请检查数据来源' } },
    configurable: {
      customize: '自定义',
      configureMode: '配置此页',
      inspector: { title: '检查器', content: '将鼠标移到界面元素上以配置它们', reset: '恢复默认', hideAll: '全部隐藏', showAll: '全部显示' },
      Datagrid: { title: '表格', unlabeled: '未命名列 #%{column}' },
      SimpleForm: { title: '表单', unlabeled: '未命名输入 #%{input}' },
      SimpleList: { title: '列表', primaryText: '主文本', secondaryText: '次文本', tertiaryText: '第三行文本' }
    }
  }
}

/** `over` with `base`'s keys that it lacks (recursively). */
export function deepMerge(base: Tree, over: Tree): Tree {
  const out: Tree = { ...base }
  for (const [key, value] of Object.entries(over)) {
    const under = base[key]
    out[key] = typeof value === 'object' && typeof under === 'object' ? deepMerge(under, value) : value
  }
  return out
}

export const zhHansMessages = deepMerge(englishMessages as unknown as Tree, zh) as unknown as TranslationMessages

export const i18nProvider = polyglotI18nProvider(() => zhHansMessages, 'zh-Hans', [{ locale: 'zh-Hans', name: '简体中文' }], { allowMissing: true })
