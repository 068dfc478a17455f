import { useEffect, useState } from 'react'
import type { PrintSettingsPatch } from '@types-contract/print'
import { goBackOr } from '@/components/nav'
import { printableUploads } from '@/lib/printView'
import { chooseFiles, type FileSource } from '@/platform/localFiles'
import { toast } from '@/platform/toast'
import { urlOf } from '@/routes'
import { printQueueStore, type AddOutcome } from '@/stores/printQueue'
import { uploadStore, type UploadItem } from '@/stores/upload'

// Uploads for printing start here (the cloud package): the queue hears them from now on.
printQueueStore.connectUploads(uploadStore)

/** How long the page stays after everything was queued, so the toast is read (ms). */
const BACK_AFTER_MS = 1200

export interface PrintUpload {
  tasks: UploadItem[]
  outcomeOf: (taskId: string) => AddOutcome | undefined
  choose: (source: FileSource) => void
}

/**
 * Files chosen on this device for printing: the printable ones (pictures only when asked) are
 * uploaded with for_print (printQueueStore.uploadForPrint, with `settings` for the queued files);
 * the others are left out with the reason. Each is queued when its upload completes; once all of
 * them are, the page goes back (to the print centre when opened directly). Read inside an observer.
 */
export function usePrintUpload(picturesOnly: boolean, settings?: PrintSettingsPatch): PrintUpload {
  const [ids, setIds] = useState<string[]>([])

  const choose = async (source: FileSource) => {
    const files = await chooseFiles(source)
    if (!files.length) return
    const { ok, refused } = printableUploads(files, picturesOnly)
    if (refused) toast(refused)
    if (ok.length) setIds((list) => [...list, ...printQueueStore.uploadForPrint(ok, settings)])
  }

  const allQueued = ids.length > 0 && ids.every((id) => printQueueStore.uploadOutcomes[id] === 'added' || printQueueStore.uploadOutcomes[id] === 'already')
  useEffect(() => {
    if (!allQueued) return undefined
    const timer = setTimeout(() => goBackOr(urlOf('print/cloudPrintList')), BACK_AFTER_MS)
    return () => clearTimeout(timer)
  }, [allQueued])

  return {
    tasks: ids.map((id) => uploadStore.task(id)).filter((t): t is UploadItem => t !== undefined),
    outcomeOf: (taskId) => printQueueStore.uploadOutcomes[taskId],
    choose: (source) => void choose(source)
  }
}
