import { PageShell } from '@/components/PageShell'
import { PrintCentreView } from '@/components/print/PrintCentre'
import { usePrintCentre } from '@/components/print/usePrintCentre'

/**
 * 打印 (the print tab, main package): the print centre (components/print/): my orders by state, the
 * ways in, the queue with its settings and fees, the total of what is chosen and 去结算; pull down
 * to load it again. Logged out: 登录, back here. print/cloudPrintList shows the same centre.
 */
export default function PrintTab() {
  const centre = usePrintCentre()
  return (
    <PageShell>
      <PrintCentreView c={centre} testId='print-tab' loginTarget='/pages/tabbar/print' />
    </PageShell>
  )
}
