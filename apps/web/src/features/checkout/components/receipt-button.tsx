import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toasts';
import { downloadReceipt } from '../api/download-receipt';

/** Downloads the PDF receipt of a paid order. */
export function ReceiptButton({ invoice }: { invoice: string }) {
  const { t } = useTranslation('checkout');
  const [isBusy, setIsBusy] = useState(false);

  async function handleClick() {
    setIsBusy(true);
    try {
      await downloadReceipt(invoice);
    } catch {
      toast.error(t('result.receiptFailed'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Button variant="outline" size="sm" loading={isBusy} onClick={() => void handleClick()}>
      <Download className="size-4" aria-hidden="true" />
      {t('result.receipt')}
    </Button>
  );
}
