import { SUPPORT_PHONE, SUPPORT_PHONE_DISPLAY } from '@academy/contract/contact';
import { BKASH_RECIPIENT_NUMBER, WHATSAPP_URL } from '@academy/contract/enrolment';
import { Check, Copy, MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { formatBdt } from '../../../lib/money';

/**
 * The fixed recipient bKash number, step-by-step "Send Money" instructions with the
 * exact total, a support phone line and a WhatsApp contact.
 */
export function PaymentInstructions({ total }: { total: string | null }) {
  const { t } = useTranslation('enrolment');
  const language = useLanguage();
  const [isCopied, setIsCopied] = useState(false);
  const number = formatDigits(BKASH_RECIPIENT_NUMBER, language);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(BKASH_RECIPIENT_NUMBER);
      setIsCopied(true);
      window.setTimeout(() => setIsCopied(false), 2000);
    } catch {
      // Clipboard refused (permissions, insecure origin): the number stays visible to copy by hand.
    }
  }

  const steps = [
    t('steps.one'),
    t('steps.two', { number }),
    t('steps.three', { amount: total ? formatBdt(total, language) : '…' }),
    t('steps.four'),
    t('steps.five'),
  ];

  return (
    <section
      aria-labelledby="payment-steps-title"
      className="rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
      <h2 id="payment-steps-title" className="text-lg font-semibold text-ink">
        {t('steps.title')}
      </h2>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-pink-50 p-4">
        <div>
          <p className="text-sm text-ink-muted">{t('steps.recipientLabel')}</p>
          <p
            className="font-mono text-2xl font-bold tracking-wider text-pink-800"
            data-testid="bkash-recipient"
          >
            {number}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void handleCopy()}>
          {isCopied ? (
            <Check className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          <span aria-live="polite">{isCopied ? t('steps.copied') : t('steps.copy')}</span>
        </Button>
      </div>
      <ol className="mt-5 list-decimal space-y-2 pl-5 text-sm text-slate-700">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="mt-6 border-t border-line pt-4">
        <h3 className="text-sm font-semibold text-ink">{t('steps.helpTitle')}</h3>
        <ul className="mt-2 space-y-2 text-sm">
          <li>
            <a
              href={`tel:${SUPPORT_PHONE}`}
              className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline"
            >
              <Phone className="size-4" aria-hidden="true" />
              {t('steps.supportPhone', { phone: formatDigits(SUPPORT_PHONE_DISPLAY, language) })}
            </a>
          </li>
          <li>
            <a
              href={WHATSAPP_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline"
            >
              <MessageCircle className="size-4" aria-hidden="true" />
              {t('steps.whatsapp')}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
