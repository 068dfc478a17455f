import { PageShell } from '@/components/PageShell'
import { PrintCentreView } from '@/components/print/PrintCentre'
import { usePrintCentre } from '@/components/print/usePrintCentre'

/**
 * 打印中心 (print/cloudPrintList): the print tab's centre (components/print/, shared with the main
 * package's tab): my orders by state, the ways in, the queue, the total and 去结算. The 去打印中心 of
 * an add opens it.
 */
export default function CloudPrintList() {
  const centre = usePrintCentre()
  return (
    <PageShell>
      <PrintCentreView c={centre} testId='print-centre' loginTarget='/cloud/print/cloudPrintList' />
    </PageShell>
  )
}
