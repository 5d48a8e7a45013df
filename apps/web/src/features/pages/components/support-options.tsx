import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_DISPLAY } from '@academy/contract/contact';
import { BookOpen, Clock, Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';

type Option = {
  key: 'chat' | 'email' | 'phone' | 'knowledgeBase';
  icon: LucideIcon;
  action: ReactNode;
};

const actionClasses = buttonClasses({ variant: 'outline', className: 'mt-6 self-start' });

/**
 * The four support options — live chat (Monday to Friday, 9 AM to 6 PM), email
 * (reply typically within 24 hours), phone, and the self-help knowledge base (the FAQ).
 */
export function SupportOptions() {
  const { t } = useTranslation('static');
  const language = useLanguage();

  const options: Option[] = [
    {
      key: 'chat',
      icon: MessageCircle,
      action: (
        <Link to="/course/inbox" className={actionClasses}>
          {t('helpCenter.chat.action')}
        </Link>
      ),
    },
    {
      key: 'email',
      icon: Mail,
      action: (
        <a href={`mailto:${SUPPORT_EMAIL}`} className={actionClasses}>
          {t('helpCenter.email.action')}
          <span className="sr-only"> {SUPPORT_EMAIL}</span>
        </a>
      ),
    },
    {
      key: 'phone',
      icon: Phone,
      action: (
        <a href={`tel:${SUPPORT_PHONE}`} className={actionClasses}>
          {t('helpCenter.phone.action', { phone: formatDigits(SUPPORT_PHONE_DISPLAY, language) })}
        </a>
      ),
    },
    {
      key: 'knowledgeBase',
      icon: BookOpen,
      action: (
        <Link to="/faq" className={actionClasses}>
          {t('helpCenter.knowledgeBase.action')}
        </Link>
      ),
    },
  ];

  return (
    <ul aria-label={t('helpCenter.optionsLabel')} className="grid gap-6 sm:grid-cols-2">
      {options.map(({ key, icon: Icon, action }) => (
        <li
          key={key}
          className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm"
        >
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h2 className="mt-4 text-lg font-semibold text-ink">{t(`helpCenter.${key}.title`)}</h2>
          <p className="mt-2 flex-1 leading-7 text-slate-700">{t(`helpCenter.${key}.body`)}</p>
          <p className="mt-4 flex items-center gap-2 text-sm font-medium text-brand-800">
            <Clock className="size-4" aria-hidden="true" />
            {t(`helpCenter.${key}.hours`)}
          </p>
          {action}
        </li>
      ))}
    </ul>
  );
}
